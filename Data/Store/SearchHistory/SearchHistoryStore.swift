import Entities
import Glibc

/// The search history kept in one plain-text file (see `SearchHistoryFileFormat`).
///
/// Only searches (query, sort, order) are ever written there: never the token, never anything else.
/// Writes replace the file atomically (0600, in a 0700 directory created on first write);
/// every read-merge-write holds an exclusive lock on `<path>.lock`, so several ghbrowse
/// processes recording at once lose nothing. A file that is not a history is renamed to
/// `<path>.corrupt-<unix time>` and reported, never overwritten or deleted.
public struct SearchHistoryStore: SearchHistoryStoring {
    /// How many queries are kept unless told otherwise.
    public static let defaultCapacity = 500

    /// The history file.
    public let path: String
    /// How many queries are kept.
    public let capacity: Int
    private let now: @Sendable () -> Int

    /// A store for the file at `path` (see `SearchHistoryLocation.defaultPath`).
    public init(path: String, capacity: Int = SearchHistoryStore.defaultCapacity) {
        self.init(path: path, capacity: capacity, now: { Int(time(nil)) })
    }

    /// A store whose clock (for naming a set-aside file) is `now`.
    init(path: String, capacity: Int, now: @escaping @Sendable () -> Int) {
        self.path = path
        self.capacity = capacity
        self.now = now
    }

    /// False for "" or "dir/": nothing sensible to write there, and `<path>.lock` would land elsewhere.
    private var isFilePath: Bool { !path.isEmpty && !path.hasSuffix("/") }
    private var notAFilePath: SearchHistoryProblem { .unwritable(reason: "\"\(path)\" is not a file path") }

    /// The lock file beside the history.
    var lockPath: String { "\(path).lock" }

    public func load() -> SearchHistorySnapshot {
        guard isFilePath else { return SearchHistorySnapshot(searches: [], problem: notAFilePath) }
        switch readCurrent() {
        case .entries(let entries): return SearchHistorySnapshot(searches: entries)
        case .problem(let problem): return SearchHistorySnapshot(searches: [], problem: problem)
        case .corrupt: break
        }
        // Set it aside under the lock, so a file another process is replacing right now is not lost.
        do throws(PosixFileError) {
            return try PosixFiles.withExclusiveLock(lockPath) { () throws(PosixFileError) in
                switch readCurrent() {
                case .entries(let entries): return SearchHistorySnapshot(searches: entries)
                case .problem(let problem): return SearchHistorySnapshot(searches: [], problem: problem)
                case .corrupt: return SearchHistorySnapshot(searches: [], problem: setAside())
                }
            }
        } catch {
            // No lock (a read-only directory …): the rename then says why it cannot be done either.
            return SearchHistorySnapshot(searches: [], problem: setAside())
        }
    }

    public func record(_ entry: RepositorySearch) -> SearchHistoryProblem? {
        guard SearchHistoryList.normalized(entry) != nil else { return nil }
        guard isFilePath else { return notAFilePath }
        do throws(PosixFileError) {
            try PosixFiles.makeDirectories(PosixFiles.directory(of: path))
            return try PosixFiles.withExclusiveLock(lockPath) { () throws(PosixFileError) in
                try recordLocked(entry)
            }
        } catch {
            return .unwritable(reason: error.reason)
        }
    }

    /// Re-reads the file (another process may have written since), merges, writes. Lock held.
    private func recordLocked(_ entry: RepositorySearch) throws(PosixFileError) -> SearchHistoryProblem? {
        var list = SearchHistoryList(capacity: capacity)
        var notice: SearchHistoryProblem?
        switch readCurrent() {
        case .entries(let entries):
            list = SearchHistoryList(entries: entries, capacity: capacity)
        case .problem(let problem):
            return problem // never overwrite a file that could not be read
        case .corrupt:
            let problem = setAside()
            guard case .corruptFileMovedAside = problem else { return problem }
            notice = problem
        }
        PosixFiles.removeStaleTemporaryFiles(for: path)
        guard list.record(entry) else { return notice }
        try PosixFiles.replaceAtomically(path, with: SearchHistoryFileFormat.encode(list.entries))
        return notice
    }

    private enum Current {
        case entries([RepositorySearch])
        case corrupt
        case problem(SearchHistoryProblem)
    }

    private func readCurrent() -> Current {
        switch PosixFiles.read(path, limit: SearchHistoryFileFormat.maximumFileBytes) {
        case .missing:
            return .entries([])
        case .parentNotDirectory:
            // The same words `record` uses, so the interactor reports it once.
            let directory = PosixFiles.directory(of: path)
            let blocker = PosixFiles.firstNonDirectory(in: directory) ?? directory
            return .problem(.unwritable(reason: "\(blocker) is not a directory"))
        case .contents(let bytes):
            guard let entries = SearchHistoryFileFormat.decode(bytes, capacity: capacity) else { return .corrupt }
            return .entries(entries)
        case .tooLarge:
            return .corrupt
        case .failed(let reason):
            return .problem(.unreadable(reason: reason))
        }
    }

    /// Moves the unparseable file aside; if even that fails, says the history cannot be read.
    private func setAside() -> SearchHistoryProblem {
        do throws(PosixFileError) {
            return .corruptFileMovedAside(movedTo: try PosixFiles.moveAside(path, suffix: "corrupt-\(now())"))
        } catch {
            return .unreadable(reason: "\(path) is not a ghbrowse search history; \(error.reason)")
        }
    }
}
