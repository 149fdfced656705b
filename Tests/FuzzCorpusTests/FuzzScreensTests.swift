import FuzzAnswers
import FuzzCommit
import FuzzKeys
import FuzzTree
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

    func testATreeIsDrawnByTheFilesScreenItsHostileNamesAsUnreadable() throws {
        let seed = try XCTUnwrap(FuzzCorpusTests.corpus("Tree").first { $0.name == "hostile-tree" }?.bytes)
        let text = TreeFuzz.screenText(seed, rows: 12, columns: 100)
        XCTAssertTrue(text.contains("README.md"), text)
        XCTAssertTrue(text.contains("unreadable name"), text)
    }

    func testACommitIsDrawnByTheCommitScreen() throws {
        let seed = try XCTUnwrap(FuzzCorpusTests.corpus("Commit").first { $0.name == "commit-with-patch" }?.bytes)
        let text = CommitFuzz.screenText(seed, rows: 30, columns: 120)
        XCTAssertTrue(text.contains("Use default type if known type is not supported"), text)
    }

    func testAnErrorIsSaidOnTheStatusLine() throws {
        let text = AnswersFuzz.screenText(try seed("error-403-rate-limit"), rows: 10, columns: 120)
        XCTAssertTrue(text.lowercased().contains("limit"), text)
    }
}
