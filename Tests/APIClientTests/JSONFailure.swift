import APIClient
import Foundation
import JSONReading
import XCTest

/// The error reading `json` as `Value` gives, in words (`items[0].id: expected …`); fails the
/// test when it reads, or when the error is not a `JSONError`.
func jsonFailure<Value: JSONReadable>(_ type: Value.Type, _ json: String, file: StaticString = #filePath,
                                      line: UInt = #line) -> String {
    do {
        _ = try Value.read(from: Data(json.utf8))
        XCTFail("read: \(json)", file: file, line: line)
        return ""
    } catch {
        XCTAssertTrue(error is JSONError, "\(error)", file: file, line: line)
        return GitHubDecoding.describe(error)
    }
}
