#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import Store

/// `CacheFileSystem` on POSIX calls: private directories, bounded reads, atomic replacement
/// and `flock` come from `Store.PosixFiles` (shared with the search history); listing, and the
/// file times (modification: fetched or confirmed; access: last used), are the cache's own.
public struct PosixCacheFileSystem: CacheFileSystem {
    public init() {}

    public func makePrivateDirectory(_ path: String) throws(PosixFileError) {
        try PosixFiles.makeDirectories(path)
    }

    public func read(_ path: String, limit: Int) -> PosixFileRead {
        PosixFiles.read(path, limit: limit)
    }

    // Entries are not flushed to the disk: a 14 MB tree's fsync cost 35-70 ms before the files
    // screen could show it (issue 30), and an entry a power cut loses or cuts short is refused by
    // `CacheFileFormat` and fetched again. The rename still makes each entry appear whole.

    public func replace(_ path: String, with bytes: [UInt8]) throws(PosixFileError) {
        try PosixFiles.replaceAtomically(path, with: bytes, durable: false)
    }

    public func replace(_ path: String, header: [UInt8], body: Data) throws(PosixFileError) {
        try PosixFiles.replaceAtomically(path, durable: false) { fd in
            header.withUnsafeBytes { PosixFiles.writeAll(fd, $0) } && body.withUnsafeBytes { PosixFiles.writeAll(fd, $0) }
        }
    }

    public func remove(_ path: String) {
        _ = unlink(path)
    }

    @discardableResult
    public func setTimes(_ path: String, modified: Date?, accessed: Date?) -> Bool {
        var times = [Self.timespec(accessed), Self.timespec(modified)] // access, modification
        return utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW) == 0
    }

    public func modified(_ path: String) -> Date? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Self.date(info.st_mtim)
    }

    /// `date` for `utimensat`, or `UTIME_OMIT` (leave it) for nil.
    private static func timespec(_ date: Date?) -> Glibc.timespec {
        guard let date else { return Glibc.timespec(tv_sec: 0, tv_nsec: (1 << 30) - 2) } // UTIME_OMIT
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let nanoseconds = Int((date.timeIntervalSince1970 - seconds) * 1_000_000_000)
        return Glibc.timespec(tv_sec: Int(seconds), tv_nsec: min(max(nanoseconds, 0), 999_999_999))
    }

    private static func date(_ time: Glibc.timespec) -> Date {
        Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }

    public func files(in directory: String) -> [CacheFileInfo] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var files: [CacheFileInfo] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            var info = stat()
            guard name != ".", name != "..", lstat("\(directory)/\(name)", &info) == 0,
                  (info.st_mode & S_IFMT) == S_IFREG else { continue }
            files.append(CacheFileInfo(name: name, size: Int(info.st_size), accessed: Self.date(info.st_atim)))
        }
        return files
    }

    public func withExclusiveLock<T>(_ lockPath: String, _ body: () -> T) throws(PosixFileError) -> T {
        try PosixFiles.withExclusiveLock(lockPath) { () throws(PosixFileError) in body() }
    }
}
