import Glibc
import Store
import TestSupport
import XCTest

/// The general file helpers the stores share (search history now, the response cache next).
final class PosixFilesTests: XCTestCase {
    private var temporary: TemporaryDirectory!

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory()
    }

    override func tearDown() {
        temporary.remove()
    }

    func testDirectoriesAreCreatedPrivate() throws {
        let path = temporary.appending("a/b/c")
        try PosixFiles.makeDirectories(path)
        XCTAssertEqual(fileMode(temporary.appending("a")), 0o700)
        XCTAssertEqual(fileMode(path), 0o700)
    }

    func testReplaceWritesAPrivateFileAndLeavesNoTemporaryBehind() throws {
        let path = temporary.appending("entry")
        try PosixFiles.replaceAtomically(path, with: Array("one".utf8))
        try PosixFiles.replaceAtomically(path, with: Array("two".utf8))
        XCTAssertEqual(PosixFiles.read(path, limit: 10), .contents(Array("two".utf8)))
        XCTAssertEqual(fileMode(path), 0o600)
        XCTAssertEqual(directoryListing(temporary.path), ["entry"])
    }

    func testReadsAreBounded() throws {
        let path = temporary.appending("big")
        try writeFile(String(repeating: "x", count: 100), to: path)
        XCTAssertEqual(PosixFiles.read(path, limit: 99), .tooLarge)
        XCTAssertEqual(PosixFiles.read(path, limit: 100), .contents(Array(repeating: UInt8(ascii: "x"), count: 100)))
        XCTAssertEqual(PosixFiles.read(temporary.appending("missing"), limit: 10), .missing)
        XCTAssertEqual(PosixFiles.read(temporary.appending("big/below"), limit: 10), .parentNotDirectory)
    }

    func testMovingAsideKeepsTheBytesUnderAFreeName() throws {
        let path = temporary.appending("entry")
        try writeFile("first", to: path)
        XCTAssertEqual(try PosixFiles.moveAside(path, suffix: "bad"), "\(path).bad")
        try writeFile("second", to: path)
        XCTAssertEqual(try PosixFiles.moveAside(path, suffix: "bad"), "\(path).bad-2")
        XCTAssertEqual(fileBytes("\(path).bad"), Array("first".utf8))
        XCTAssertFalse(fileExists(path))
    }

    func testTheLockIsHeldWhileTheBodyRuns() throws {
        let lock = temporary.appending("entry.lock")
        let held = try PosixFiles.withExclusiveLock(lock) { () throws(PosixFileError) -> Bool in
            let other = open(lock, O_RDWR)
            defer { close(other) }
            return flock(other, LOCK_EX | LOCK_NB) != 0
        }
        XCTAssertTrue(held, "a second descriptor cannot take the lock meanwhile")
        let other = open(lock, O_RDWR)
        defer { close(other) }
        XCTAssertEqual(flock(other, LOCK_EX | LOCK_NB), 0, "released afterwards")
    }
}
