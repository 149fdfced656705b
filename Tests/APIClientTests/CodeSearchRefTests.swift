@testable import APIClient
import Entities
import XCTest

/// The commit a code search result names: its contents URL's `ref`, read back as text, so that a
/// ref GitHub encodes (`feature%2Fx`) is asked for as itself and not encoded twice.
final class CodeSearchRefTests: XCTestCase {
    func testTheRefIsDecodedAndEndsAtTheFragment() {
        let base = "https://api.github.com/repositories/1/contents/a.py"
        XCTAssertEqual(CodeSearchResult.ref(ofContentsURL: base + "?ref=562a55542f55426f6853f3013309c85f402c359e"),
                       "562a55542f55426f6853f3013309c85f402c359e")
        XCTAssertEqual(CodeSearchResult.ref(ofContentsURL: base + "?x=1&ref=feature%2Fx"), "feature/x")
        XCTAssertEqual(CodeSearchResult.ref(ofContentsURL: base + "?ref=main#L3"), "main")
        XCTAssertNil(CodeSearchResult.ref(ofContentsURL: base + "?ref="))
        XCTAssertNil(CodeSearchResult.ref(ofContentsURL: base))
        XCTAssertNil(CodeSearchResult.ref(ofContentsURL: base + "#?ref=main"))
    }
}
