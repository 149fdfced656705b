import Foundation
import Glibc
import XCTest

/// A fresh directory under NSTemporaryDirectory (mkdtemp), removed again by `remove()`.
/// The helpers below read and write files in it for the store tests.
public struct TemporaryDirectory {
    public let path: String

    public init() throws {
        var base = NSTemporaryDirectory()
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        var template = Array((base + "/ghbrowse-test-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw TestFailure("mkdtemp failed: \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
    }

    public func appending(_ relative: String) -> String {
        "\(path)/\(relative)"
    }

    /// Removes everything, first making any directory a test locked down writable again.
    public func remove() {
        if let walker = FileManager.default.enumerator(atPath: path) {
            for case let relative as String in walker where fileIsDirectory(appending(relative)) {
                chmod(appending(relative), 0o700)
            }
        }
        chmod(path, 0o700)
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A test precondition that could not be set up.
public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

public func fileIsDirectory(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
}

/// The permission bits of `path` (e.g. 0o600), or nil when it does not exist.
public func fileMode(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o7777
}

public func fileInode(_ path: String) -> ino_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_ino
}

public func fileExists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
}

public func fileBytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

public func writeFile(_ bytes: [UInt8], to path: String, mode: Int = 0o600) throws {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes),
                                         attributes: [.posixPermissions: mode]) else {
        throw TestFailure("cannot create \(path)")
    }
}

public func writeFile(_ text: String, to path: String, mode: Int = 0o600) throws {
    try writeFile(Array(text.utf8), to: path, mode: mode)
}

/// The names in `directory`, sorted.
public func directoryListing(_ directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
}

/// True when the permission bits do not stop this process (root, CAP_DAC_OVERRIDE):
/// it can still create a file in a directory made 0500.
public func permissionsDoNotBite(in directory: String) -> Bool {
    let probe = "\(directory)/.permission-probe"
    let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard fd >= 0 else { return false }
    close(fd)
    unlink(probe)
    return true
}
