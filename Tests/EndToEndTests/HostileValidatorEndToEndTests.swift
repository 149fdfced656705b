import Foundation
import XCTest

/// Issue 17 in the built binary: an `ETag` that cannot be sent back (a CR inside, or 100 KB) is
/// never stored, so the next run with the cache asks plainly and succeeds, run after run.
final class HostileValidatorEndToEndTests: EndToEndTestCase {
    private func cacheFiles() throws -> [[UInt8]] {
        let directory = cacheHome + "/ghbrowse"
        return try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.count == 64 }
            .compactMap { FileManager.default.contents(atPath: directory + "/" + $0).map { [UInt8]($0) } }
    }

    private func assertSearchesKeepWorking(etag: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try server.setETag(etag)
        var outputs: [String] = []
        for _ in 0..<3 {
            let result = try runCommandLine(["search", "github", "--limit", "5"])
            XCTAssertEqual(result.status, 0, "stderr: \(result.stderr)", file: file, line: line)
            outputs.append(result.stdout)
        }
        XCTAssertEqual(Set(outputs).count, 1, "every run prints the same results", file: file, line: line)
        XCTAssertTrue(outputs[0].hasPrefix("kennethreitz/legit\t"), outputs[0], file: file, line: line)
        let files = try cacheFiles()
        XCTAssertFalse(files.isEmpty, "the answer itself is stored", file: file, line: line)
        for bytes in files {
            XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains("X-Evil"), file: file, line: line)
            XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains("eeeeeeeeee"), file: file, line: line)
        }
    }

    func testAnETagWithACarriageReturnNeverPoisonsTheCache() throws {
        try assertSearchesKeepWorking(etag: "cr")
    }

    func testAHundredKilobyteETagNeverPoisonsTheCache() throws {
        try assertSearchesKeepWorking(etag: "huge")
    }
}
