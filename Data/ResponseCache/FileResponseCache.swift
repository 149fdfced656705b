#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// The response cache on disk: one file per entry in a private directory
/// (`CacheLocation.directory`), named by the SHA-256 of its key, in `CacheFileFormat`.
///
/// - Writes replace a file atomically and hold an exclusive lock on `<directory>/lock`, so
///   several processes writing at once lose nothing and corrupt nothing; reads take no lock.
/// - An entry's file keeps its fetch time twice: in its bytes, and as the file's modification
///   time, which a `304 Not Modified` that changes nothing else moves with one `utimensat`
///   instead of rewriting the entry (the later of the two counts).
/// - Bounded to `maximumBytes`: a file's access time is set to the clock's time when it is
///   written and each time it is read (one `utimensat`, no listing), and every write, under
///   the lock, lists the directory and deletes the least recently used entries until the
///   entries fit.
/// - An entry that cannot be read or parsed is removed; a directory that cannot be created
///   turns the cache off with one `warning` sentence.
public final class FileResponseCache: ResponseCaching {
    /// 64 MiB.
    public static let defaultMaximumBytes = 64 << 20

    /// The cache directory, or nil when there is none.
    public let directory: String?
    public let maximumBytes: Int
    public let warning: String?
    private let fileSystem: any CacheFileSystem
    private let clock: @Sendable () -> Date

    /// A cache in `directory` (created 0700 if missing), or an off one when `directory` is nil
    /// or cannot be created. `clock` stamps fetches and uses.
    public init(directory: String?, fileSystem: any CacheFileSystem, clock: @escaping @Sendable () -> Date,
                maximumBytes: Int = FileResponseCache.defaultMaximumBytes) {
        self.fileSystem = fileSystem
        self.clock = clock
        self.maximumBytes = maximumBytes
        guard let directory else {
            self.directory = nil
            warning = "The response cache is off: there is no cache directory (neither XDG_CACHE_HOME nor HOME is set)."
            return
        }
        do throws(PosixFileError) {
            try fileSystem.makePrivateDirectory(directory)
            self.directory = directory
            warning = nil
        } catch {
            self.directory = nil
            warning = "The response cache is off: \(error.reason)."
        }
    }

    /// True when entries are kept.
    public var isEnabled: Bool { directory != nil }

    public func lookup(_ key: CacheKey) -> CacheHit? {
        guard let path = path(for: key) else { return nil }
        switch fileSystem.read(path, limit: maximumBytes) {
        case .missing, .parentNotDirectory:
            return nil
        case .tooLarge, .failed:
            fileSystem.remove(path)
            return nil
        case .contents(let bytes):
            guard var entry = CacheFileFormat.decode(bytes) else {
                fileSystem.remove(path)
                return nil
            }
            // Another key with the same hash: not ours, and the next store for `key` replaces it.
            guard entry.key == key else { return nil }
            // A 304 since it was written moved the file's modification time, not its bytes.
            if let confirmed = fileSystem.modified(path), confirmed > entry.fetchedAt {
                entry.fetchedAt = confirmed
            }
            let now = clock()
            fileSystem.setTimes(path, modified: nil, accessed: now)
            return CacheHit(entry: entry, age: entry.age(at: now))
        }
    }

    @discardableResult
    public func store(_ key: CacheKey, status: Int, headers: [CachedHeader], body: Data) -> CachedResponse? {
        guard isEnabled else { return nil }
        guard CacheStorability.isStorable(status: status, headers: headers) else {
            remove(key)
            return nil
        }
        return write(CachedResponse(key: key, status: status, headers: headers, body: body, fetchedAt: clock()))
    }

    @discardableResult
    public func refresh(_ entry: CachedResponse, notModifiedHeaders: [CachedHeader]) -> CachedResponse? {
        guard isEnabled else { return nil }
        let refreshed = entry.refreshed(by: notModifiedHeaders, at: clock())
        guard !refreshed.cacheControl.noStore else {
            remove(entry.key)
            return nil
        }
        // The usual 304 repeats the validators and freshness: only the time changes, and the
        // time is the file's modification time, so one `utimensat` records it (no rewrite, no
        // fsync). The 304's rate limit is answered now but not kept.
        if refreshed.hasSameCaching(as: entry), let path = path(for: entry.key),
           fileSystem.setTimes(path, modified: refreshed.fetchedAt, accessed: refreshed.fetchedAt) {
            return refreshed
        }
        return write(refreshed)
    }

    public func remove(_ key: CacheKey) {
        guard let path = path(for: key) else { return }
        fileSystem.remove(path)
    }

    // MARK: - Writing and eviction

    private func write(_ entry: CachedResponse) -> CachedResponse? {
        guard let directory, let path = path(for: entry.key) else { return nil }
        let header = CacheFileFormat.header(for: entry)
        guard header.count + entry.body.count <= maximumBytes else {
            fileSystem.remove(path)
            return nil
        }
        do throws(PosixFileError) {
            try fileSystem.makePrivateDirectory(directory) // someone may have deleted it since
            let written: Bool = try fileSystem.withExclusiveLock(lockPath(directory)) {
                do throws(PosixFileError) {
                    try fileSystem.replace(path, header: header, body: entry.body)
                } catch {
                    return false
                }
                fileSystem.setTimes(path, modified: entry.fetchedAt, accessed: clock())
                evict(in: directory, keeping: entry.key.fileName)
                return true
            }
            return written ? entry : nil
        } catch {
            return nil
        }
    }

    /// Deletes least recently used entries until the rest fit in `maximumBytes`, and temporary
    /// files crashed writers left. Only called holding the lock (so no temporary file is in use).
    private func evict(in directory: String, keeping kept: String) {
        var entries: [CacheFileInfo] = []
        for file in fileSystem.files(in: directory) {
            if Self.isEntryName(file.name) {
                entries.append(file)
            } else if file.name.contains(".tmp-") {
                fileSystem.remove("\(directory)/\(file.name)")
            }
        }
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > maximumBytes else { return }
        entries.sort { ($0.accessed, $0.name) < ($1.accessed, $1.name) }
        for entry in entries where total > maximumBytes && entry.name != kept {
            fileSystem.remove("\(directory)/\(entry.name)")
            total -= entry.size
        }
    }

    private func path(for key: CacheKey) -> String? {
        directory.map { "\($0)/\(key.fileName)" }
    }

    private func lockPath(_ directory: String) -> String {
        "\(directory)/lock"
    }

    /// Entry files are named by 64 lower-case hexadecimal digits.
    static func isEntryName(_ name: String) -> Bool {
        name.utf8.count == 64 && name.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}
