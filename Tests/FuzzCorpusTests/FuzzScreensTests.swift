import FuzzAnswers
import FuzzKeys
import XCTest

/// The Answers target reaches the screens: a recorded answer, through the real Interactors and
/// Presenters, is drawn by the list or the detail screen (so the fuzzer's bytes do too).
final class FuzzScreensTests: XCTestCase {
    private func seed(_ name: String) throws -> [UInt8] {
        try XCTUnwrap(FuzzCorpusTests.corpus("Answers").first { $0.name == name }?.bytes)
    }

    func testASearchPageIsDrawnByTheList() throws {
        let text = AnswersFuzz.screenText(try seed("search-repositories-page1"), rows: 20, columns: 100)
        XCTAssertTrue(text.contains("kennethreitz/legit"), text)
    }

    func testLanguagesAreDrawnByTheDetail() throws {
        let text = AnswersFuzz.screenText(try seed("languages"), rows: 30, columns: 100)
        XCTAssertTrue(text.contains("Python"), text)
        XCTAssertTrue(text.contains("o/r"), text)
    }

    func testAReadmeIsDrawnByTheDetail() throws {
        let text = AnswersFuzz.screenText(try seed("readme-kennethreitz-legit"), rows: 40, columns: 100)
        XCTAssertTrue(text.lowercased().contains("legit"), text)
    }

    func testAnErrorIsSaidOnTheStatusLine() throws {
        let text = AnswersFuzz.screenText(try seed("error-403-rate-limit"), rows: 10, columns: 120)
        XCTAssertTrue(text.lowercased().contains("limit"), text)
    }
}
