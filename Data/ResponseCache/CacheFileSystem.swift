#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Store

/// One file in a directory listing.
public struct CacheFileInfo: Equatable, Sendable {
    public var name: String
    public var size: Int
    /// When the entry was last used (the access time the cache sets on every read and write).
    public var accessed: Date

    public init(name: String, size: Int, accessed: Date) {
        self.name = name
        self.size = size
        self.accessed = accessed
    }
}

/// The file operations `FileResponseCache` needs, failing with the stores' one error type
/// (`Store.PosixFileError`). `PosixCacheFileSystem` is the real one; tests use an in-memory one.
public protocol CacheFileSystem: Sendable {
    /// `mkdir -p`, each created directory 0700.
    func makePrivateDirectory(_ path: String) throws(PosixFileError)
    /// The whole regular file at `path` if it has at most `limit` bytes.
    func read(_ path: String, limit: Int) -> PosixFileRead
    /// Replaces `path` with `bytes` atomically (temporary file, flush, rename), mode 0600.
    func replace(_ path: String, with bytes: [UInt8]) throws(PosixFileError)
    /// Replaces `path` with `header` followed by `body`, as `replace(_:with:)` does, without
    /// joining them into one copy first (a cached body can be megabytes).
    func replace(_ path: String, header: [UInt8], body: Data) throws(PosixFileError)
    /// Deletes `path`; a missing file is not an error.
    func remove(_ path: String)
    /// Sets the modification time (the cache's record of when the entry was fetched or last
    /// confirmed) and the access time (its record of last use) of `path`; nil leaves one as it
    /// is. False when `path` is not there.
    @discardableResult
    func setTimes(_ path: String, modified: Date?, accessed: Date?) -> Bool
    /// The modification time of `path`, or nil when it is not there.
    func modified(_ path: String) -> Date?
    /// The regular files directly in `directory`.
    func files(in directory: String) -> [CacheFileInfo]
    /// Runs `body` holding an exclusive lock on the file `lockPath`, shared with other processes.
    func withExclusiveLock<T>(_ lockPath: String, _ body: () -> T) throws(PosixFileError) -> T
}

extension CacheFileSystem {
    /// For file systems with nothing better (the in-memory ones of tests): the two joined.
    public func replace(_ path: String, header: [UInt8], body: Data) throws(PosixFileError) {
        try replace(path, with: header + body)
    }
}
