import Foundation
import ResponseCache
import Store

/// A file system in memory: files with bytes and modification times, directories, and counts
/// of what was asked of it.
final class InMemoryCacheFileSystem: CacheFileSystem, @unchecked Sendable {
    struct File {
        var bytes: [UInt8]
        var modified: Date
        var accessed: Date
    }

    private let lock = NSLock()
    private var storedFiles: [String: File] = [:]
    private var directories: Set<String> = ["/"]
    private var listingCount = 0
    private var readCount = 0
    /// Writes fail with this reason while set.
    var failingWrites: String?

    func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    var files: [String: File] { locked { storedFiles } }
    var listings: Int { locked { listingCount } }
    var reads: Int { locked { readCount } }

    func put(_ path: String, _ bytes: [UInt8], modified: Date = Date(timeIntervalSince1970: 0)) {
        locked { storedFiles[path] = File(bytes: bytes, modified: modified, accessed: modified) }
    }

    func makePrivateDirectory(_ path: String) throws(PosixFileError) {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/\(component)"
            let blocked = locked { () -> Bool in
                if storedFiles[prefix] != nil { return true }
                directories.insert(prefix)
                return false
            }
            if blocked { throw PosixFileError("\(prefix) is not a directory") }
        }
    }

    func read(_ path: String, limit: Int) -> PosixFileRead {
        locked { readCount += 1 }
        guard let file = files[path] else { return .missing }
        return file.bytes.count > limit ? .tooLarge : .contents(file.bytes)
    }

    func replace(_ path: String, with bytes: [UInt8]) throws(PosixFileError) {
        if let failingWrites { throw PosixFileError(failingWrites) }
        put(path, bytes, modified: Date())
    }

    func remove(_ path: String) {
        _ = locked { storedFiles.removeValue(forKey: path) }
    }

    @discardableResult
    func setTimes(_ path: String, modified: Date?, accessed: Date?) -> Bool {
        locked {
            guard storedFiles[path] != nil else { return false }
            if let modified { storedFiles[path]?.modified = modified }
            if let accessed { storedFiles[path]?.accessed = accessed }
            return true
        }
    }

    func modified(_ path: String) -> Date? {
        locked { storedFiles[path]?.modified }
    }

    func files(in directory: String) -> [CacheFileInfo] {
        locked {
            listingCount += 1
            return storedFiles.compactMap { path, file in
                guard path.hasPrefix(directory + "/") else { return nil }
                let name = String(path.dropFirst(directory.count + 1))
                return name.contains("/") ? nil : CacheFileInfo(name: name, size: file.bytes.count, accessed: file.accessed)
            }
        }
    }

    func withExclusiveLock<T>(_ lockPath: String, _ body: () -> T) throws(PosixFileError) -> T {
        body()
    }
}

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = start
    }

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func advance(_ seconds: Double) {
        lock.lock()
        current = current.addingTimeInterval(seconds)
        lock.unlock()
    }

    var function: @Sendable () -> Date { { [self] in now } }
}

struct CacheTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) {
        self.description = description
    }
}

/// Headers as GitHub sends them on a repository.
func repositoryHeaders(etag: String = "\"abc\"", maxAge: Int = 60, remaining: Int = 4999) -> [CachedHeader] {
    [
        CachedHeader(name: "Cache-Control", value: "private, max-age=\(maxAge), s-maxage=\(maxAge)"),
        CachedHeader(name: "ETag", value: etag),
        CachedHeader(name: "Last-Modified", value: "Sat, 21 Nov 2026 10:00:00 GMT"),
        CachedHeader(name: "X-RateLimit-Limit", value: "5000"),
        CachedHeader(name: "X-RateLimit-Remaining", value: String(remaining)),
        CachedHeader(name: "X-RateLimit-Reset", value: "1700003600"),
        CachedHeader(name: "X-RateLimit-Resource", value: "core"),
    ]
}

func key(_ url: String, accept: String = "application/vnd.github+json", token: String? = nil) -> CacheKey {
    CacheKey(url: url, accept: accept, credential: CredentialIdentity.of(token: token))
}
