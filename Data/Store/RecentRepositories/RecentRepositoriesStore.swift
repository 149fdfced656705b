import Glibc

/// The repositories opened, kept in one plain-text file beside the search history
/// (`RecentRepositoriesList`'s format). Writes replace the file atomically under an exclusive lock
/// on `<path>.lock`, as the history's do; a file that is not ours reads as none and, at the next
/// write, is renamed to `<path>.corrupt-<unix time>`: never overwritten, never deleted.
public struct RecentRepositoriesStore: RecentRepositoriesStoring {
    /// How many repositories are kept.
    public static let defaultCapacity = 50

    public let path: String
    public let capacity: Int

    public init(path: String, capacity: Int = RecentRepositoriesStore.defaultCapacity) {
        self.path = path
        self.capacity = capacity
    }

    /// The file beside the search history at `historyPath` (`…/ghbrowse/recent-repositories`).
    public static func path(besideHistory historyPath: String) -> String {
        let directory = PosixFiles.directory(of: historyPath)
        return directory.hasSuffix("/") ? directory + "recent-repositories" : directory + "/recent-repositories"
    }

    public func load() -> [String] {
        guard !path.isEmpty, case .contents(let bytes) = PosixFiles.read(path, limit: RecentRepositoriesList.maximumFileBytes)
        else { return [] }
        return RecentRepositoriesList.decode(bytes, capacity: capacity) ?? []
    }

    @discardableResult
    public func record(_ fullName: String) -> Bool {
        guard RecentRepositoriesList.isFullName(fullName), !path.isEmpty, !path.hasSuffix("/") else { return false }
        do throws(PosixFileError) {
            try PosixFiles.makeDirectories(PosixFiles.directory(of: path))
            return try PosixFiles.withExclusiveLock(path + ".lock") { () throws(PosixFileError) in
                var names: [String] = []
                switch PosixFiles.read(path, limit: RecentRepositoriesList.maximumFileBytes) {
                case .missing: break
                case .contents(let bytes):
                    if let known = RecentRepositoriesList.decode(bytes, capacity: capacity) {
                        names = known
                    } else {
                        _ = try PosixFiles.moveAside(path, suffix: "corrupt-\(time(nil))")
                    }
                case .tooLarge:
                    _ = try PosixFiles.moveAside(path, suffix: "corrupt-\(time(nil))")
                case .parentNotDirectory, .failed:
                    return false // never overwrite a file that could not be read
                }
                let updated = RecentRepositoriesList.recorded(fullName, into: names, capacity: capacity)
                guard updated != names else { return true }
                try PosixFiles.replaceAtomically(path, with: RecentRepositoriesList.encode(updated))
                return true
            }
        } catch {
            return false
        }
    }
}
