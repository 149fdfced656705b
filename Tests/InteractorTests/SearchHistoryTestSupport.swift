import Foundation
import Glibc
import XCTest

/// A fresh directory under NSTemporaryDirectory (mkdtemp), removed again by `remove()`.
struct SearchHistoryTemporaryDirectory {
    let path: String

    init() throws {
        var base = NSTemporaryDirectory()
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        var template = Array((base + "/ghbrowse-history-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw SearchHistoryTestError("mkdtemp failed: \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
    }

    func appending(_ relative: String) -> String {
        "\(path)/\(relative)"
    }

    /// Removes everything, first making any directory a test locked down writable again.
    func remove() {
        if let walker = FileManager.default.enumerator(atPath: path) {
            for case let relative as String in walker where searchHistoryIsDirectory(appending(relative)) {
                chmod(appending(relative), 0o700)
            }
        }
        chmod(path, 0o700)
        try? FileManager.default.removeItem(atPath: path)
    }
}

struct SearchHistoryTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func searchHistoryIsDirectory(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
}

/// The permission bits of `path` (e.g. 0o600), or nil when it does not exist.
func searchHistoryMode(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o7777
}

func searchHistoryInode(_ path: String) -> ino_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_ino
}

func searchHistoryExists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
}

func searchHistoryBytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

func searchHistoryWrite(_ bytes: [UInt8], to path: String, mode: Int = 0o600) throws {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes),
                                         attributes: [.posixPermissions: mode]) else {
        throw SearchHistoryTestError("cannot create \(path)")
    }
}

func searchHistoryWrite(_ text: String, to path: String, mode: Int = 0o600) throws {
    try searchHistoryWrite(Array(text.utf8), to: path, mode: mode)
}

/// The names in `directory`, sorted.
func searchHistoryListing(_ directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
}

/// True when the permission bits do not stop this process (root, CAP_DAC_OVERRIDE):
/// it can still create a file in a directory made 0500.
func searchHistoryPermissionsDoNotBite(in directory: String) -> Bool {
    let probe = "\(directory)/.permission-probe"
    let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard fd >= 0 else { return false }
    close(fd)
    unlink(probe)
    return true
}
