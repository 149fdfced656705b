import PresentationKit
import TextCells
import XCTest

/// The status line leaves out its least important parts before it cuts a sentence.
final class StatusLineTests: XCTestCase {
    private var parts: StatusLine {
        var parts = StatusLine()
        parts.append("2,723 repositories", .counts)
        parts.append("100 of 1,000 loaded", .counts)
        parts.append("sorted by stars ↓", .essential)
        parts.append("search limit 9/10 left", .rateBudget)
        return parts
    }

    func testEverythingFitsOnAWideScreen() {
        XCTAssertEqual(parts.fitted(toWidth: 120),
                       "2,723 repositories · 100 of 1,000 loaded · sorted by stars ↓ · search limit 9/10 left")
    }

    func testTheRateBudgetGoesFirst() {
        XCTAssertEqual(parts.fitted(toWidth: 80), "2,723 repositories · 100 of 1,000 loaded · sorted by stars ↓")
    }

    func testThenTheCountsFromTheLast() {
        XCTAssertEqual(parts.fitted(toWidth: 50), "2,723 repositories · sorted by stars ↓")
        XCTAssertEqual(parts.fitted(toWidth: 30), "sorted by stars ↓")
    }

    func testOnlyAnEssentialPartTooWideIsCut() {
        XCTAssertEqual(parts.fitted(toWidth: 10), "sorted by…")
        for width in 0...130 {
            XCTAssertLessThanOrEqual(DisplayWidth.of(parts.fitted(toWidth: width)), width)
        }
    }
}


/// Key hints from the table are the first to give way, the last hint first.
final class StatusLineKeyHintTests: XCTestCase {
    func testHintsGiveWayBeforeTheBudgetAndNeverCutAWord() {
        var line = StatusLine()
        line.append(keyHints: ["Tab link", "o browser", "Esc back"])
        line.append("core limit 4,990/5,000 left", .rateBudget)
        XCTAssertEqual(line.fitted(toWidth: 100), "Tab link · o browser · Esc back · core limit 4,990/5,000 left")
        XCTAssertEqual(line.fitted(toWidth: 50), "Tab link · o browser · core limit 4,990/5,000 left")
        XCTAssertEqual(line.fitted(toWidth: 30), "core limit 4,990/5,000 left")
        XCTAssertEqual(line.fitted(toWidth: 20), "core limit 4,990/5,…")
    }
}
