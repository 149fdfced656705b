#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import Store

/// `CacheFileSystem` on POSIX calls: private directories, bounded reads, atomic replacement
/// and `flock` come from `Store.PosixFiles` (shared with the search history); listing and
/// setting modification times (the cache's record of use) are the cache's own.
public struct PosixCacheFileSystem: CacheFileSystem {
    public init() {}

    public func makePrivateDirectory(_ path: String) throws(CacheFileError) {
        do throws(PosixFileError) {
            try PosixFiles.makeDirectories(path)
        } catch {
            throw CacheFileError(error.reason)
        }
    }

    public func read(_ path: String, limit: Int) -> CacheFileRead {
        switch PosixFiles.read(path, limit: limit) {
        case .missing, .parentNotDirectory: return .missing
        case .contents(let bytes): return .contents(bytes)
        case .tooLarge: return .tooLarge
        case .failed(let reason): return .unreadable(reason: reason)
        }
    }

    public func replace(_ path: String, with bytes: [UInt8]) throws(CacheFileError) {
        do throws(PosixFileError) {
            try PosixFiles.replaceAtomically(path, with: bytes)
        } catch {
            throw CacheFileError(error.reason)
        }
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
        do throws(PosixFileError) {
            return try PosixFiles.withExclusiveLock(lockPath) { () throws(PosixFileError) in body() }
        } catch {
            throw CacheFileError(error.reason)
        }
    }
}
