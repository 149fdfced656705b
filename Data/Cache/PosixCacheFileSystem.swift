#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// `CacheFileSystem` on POSIX calls: private directories, bounded reads that never follow a
/// FIFO into a hang, atomic replacement, `flock`, `utimensat`.
public struct PosixCacheFileSystem: CacheFileSystem {
    public init() {}

    public func makePrivateDirectory(_ path: String) throws(CacheFileError) {
        if isDirectory(path) { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") where component != "." {
            if !prefix.isEmpty && !prefix.hasSuffix("/") { prefix += "/" }
            prefix += component
            if mkdir(prefix, 0o700) == 0 {
                _ = chmod(prefix, 0o700) // exactly 0700 whatever the umask
                continue
            }
            let code = errno
            if isDirectory(prefix) { continue }
            if code == EEXIST || code == ENOTDIR, let blocker = firstNonDirectory(in: prefix) {
                throw CacheFileError("\(blocker) is not a directory")
            }
            throw Self.error("cannot create \(prefix)", errno: code)
        }
    }

    public func read(_ path: String, limit: Int) -> CacheFileRead {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { return .missing }
            return .unreadable(reason: Self.error("cannot open \(path)", errno: code).reason)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable(reason: Self.error("cannot read \(path)", errno: errno).reason) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .unreadable(reason: "\(path) is not a regular file") }
        if info.st_size > limit { return .tooLarge }

        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count == 0 { break }
            if count < 0 {
                let code = errno
                if code == EINTR || code == EAGAIN { continue }
                return .unreadable(reason: Self.error("cannot read \(path)", errno: code).reason)
            }
            filled += count
        }
        // A file that shrank while being read is cut short; the format's lengths catch that.
        return .contents(filled == bytes.count ? bytes : Array(bytes[0..<filled]))
    }

    public func replace(_ path: String, with bytes: [UInt8]) throws(CacheFileError) {
        let temporary = "\(path).tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw Self.error("cannot write \(temporary)", errno: errno) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }

        var failure: Int32 = 0
        if !writeAll(fd, bytes) || fsync(fd) != 0 || fchmod(fd, 0o600) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure != 0 { throw Self.error("cannot write \(path)", errno: failure) }
        guard rename(temporary, path) == 0 else { throw Self.error("cannot replace \(path)", errno: errno) }
        renamed = true
    }

    public func remove(_ path: String) {
        _ = unlink(path)
    }

    public func setModified(_ path: String, to date: Date) {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let nanoseconds = Int((date.timeIntervalSince1970 - seconds) * 1_000_000_000)
        let moment = timespec(tv_sec: Int(seconds), tv_nsec: nanoseconds)
        var times = [moment, moment] // access and modification
        _ = utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW)
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
            let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
            files.append(CacheFileInfo(name: name, size: Int(info.st_size), modified: modified))
        }
        return files
    }

    public func withExclusiveLock<T>(_ lockPath: String, _ body: () -> T) throws(CacheFileError) -> T {
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o600)
        guard fd >= 0 else { throw Self.error("cannot open \(lockPath)", errno: errno) }
        defer { close(fd) } // closing releases the lock
        while flock(fd, LOCK_EX) != 0 {
            let code = errno
            if code != EINTR { throw Self.error("cannot lock \(lockPath)", errno: code) }
        }
        return body()
    }

    // MARK: - Helpers

    private static func error(_ what: String, errno code: Int32) -> CacheFileError {
        CacheFileError("\(what): \(String(cString: strerror(code)))")
    }

    private func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private func firstNonDirectory(in path: String) -> String? {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            if !prefix.isEmpty && !prefix.hasSuffix("/") { prefix += "/" }
            prefix += component
            var info = stat()
            if lstat(prefix, &info) != 0 { return nil }
            if !isDirectory(prefix) { return prefix }
        }
        return nil
    }

    private func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
    }
}
