import PresentationKit
import Entities
import Usecases
@testable import RepositoryListPresenter
import TestSupport
import TextCells
import XCTest

/// `s` and `S`: which sort comes next, what flipping does, and how the screen names it.
final class SearchSortCycleTests: XCTestCase {
    func testSCyclesBestMatchStarsForksHelpWantedUpdatedAndBack() {
        var search = RepositorySearch(query: "tetris")
        var labels: [String] = []
        for _ in 0..<6 {
            search = SearchSortCycle.nextSort(of: search)
            labels.append(SearchSortCycle.label(of: search))
            XCTAssertEqual(search.query, "tetris")
        }
        XCTAssertEqual(labels, ["sorted by stars ↓", "sorted by forks ↓", "sorted by help-wanted issues ↓",
                                "sorted by last update ↓", "best match", "sorted by stars ↓"])
    }

    func testANewSortStartsDescending() {
        let ascending = RepositorySearch(query: "q", sort: .stars, order: .asc)
        XCTAssertEqual(SearchSortCycle.nextSort(of: ascending), RepositorySearch(query: "q", sort: .forks, order: .desc))
    }

    func testSFlipsTheOrderOfASortedSearchOnly() {
        let stars = RepositorySearch(query: "q", sort: .stars, order: .desc)
        let flipped = SearchSortCycle.flippedOrder(of: stars)
        XCTAssertEqual(flipped, RepositorySearch(query: "q", sort: .stars, order: .asc))
        XCTAssertEqual(flipped.map(SearchSortCycle.label(of:)), "sorted by stars ↑")
        XCTAssertEqual(flipped.flatMap(SearchSortCycle.flippedOrder(of:)), stars)
        XCTAssertNil(SearchSortCycle.flippedOrder(of: RepositorySearch(query: "q")), "best match has no order")
    }
}

/// The header of a pushed list says where the person is, cut from the left.
final class BreadcrumbTextTests: XCTestCase {
    private let trail = ["github", "kennethreitz/legit", "user:kennethreitz"]

    func testTheWholeTrailWhenItFits() {
        XCTAssertEqual(BreadcrumbText.fit(trail, toWidth: 80), "github › kennethreitz/legit › user:kennethreitz")
    }

    func testOldestStepsGiveWayFirst() {
        XCTAssertEqual(BreadcrumbText.fit(trail, toWidth: 42), "… › kennethreitz/legit › user:kennethreitz")
        XCTAssertEqual(BreadcrumbText.fit(trail, toWidth: 41), "… › user:kennethreitz")
        XCTAssertEqual(BreadcrumbText.fit(trail, toWidth: 25), "… › user:kennethreitz")
    }

    func testTheLastStepKeepsItsEnd() {
        XCTAssertEqual(BreadcrumbText.fit(trail, toWidth: 10), "…nethreitz")
        XCTAssertEqual(BreadcrumbText.fit(trail, toWidth: 0), "")
    }

    /// Issue 28: a file's step is its path; too wide alone, it is shortened in the middle and keeps
    /// its file name.
    func testAFilesPathIsShortenedInTheMiddle() {
        let file = ["github", "kennethreitz/legit", "files @ v0.1", "legit/extensions/core.py"]
        XCTAssertEqual(BreadcrumbText.fit(file, toWidth: 43), "… › files @ v0.1 › legit/extensions/core.py")
        XCTAssertEqual(BreadcrumbText.fit(file, toWidth: 30), "… › legit/extensions/core.py")
        XCTAssertEqual(BreadcrumbText.fit(file, toWidth: 20), "legit/exten…/core.py")
        XCTAssertEqual(BreadcrumbText.fit(file, toWidth: 1), "…")
    }

    func testHostileStepsAreMadeSafe() {
        let line = BreadcrumbText.fit(["github", "evil/\u{1B}[2Jrepo"], toWidth: 80)
        XCTAssertFalse(line.unicodeScalars.contains { $0.value == 0x1B }, line)
    }
}
