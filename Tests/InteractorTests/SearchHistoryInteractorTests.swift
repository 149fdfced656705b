import Entities
import Usecases
import Interactors
import Store
import TestSupport
import Synchronization
import XCTest

private let unwritable = SearchHistoryProblem.unwritable(reason: "/home/me/.local is not a directory")

@MainActor
private func makeInteractor(_ store: SearchHistoryStoreSpy,
                            scheduler: any WorkScheduler = InlineScheduler()) -> SearchHistoryInteractor {
    SearchHistoryInteractor(store: store, scheduler: scheduler)
}

/// The answers `loadHistory` gave before returning.
@MainActor
private func load(_ interactor: SearchHistoryInteractor) -> [SearchHistorySnapshot] {
    var answers: [SearchHistorySnapshot] = []
    interactor.loadHistory { answers.append($0) }
    return answers
}

/// The answers `record` gave before returning.
@MainActor
private func record(_ query: String, _ interactor: SearchHistoryInteractor) -> [SearchHistoryProblem?] {
    var answers: [SearchHistoryProblem?] = []
    interactor.record(query: query) { answers.append($0) }
    return answers
}

/// The interactor with a spy store. (Not a `@MainActor` class: swift-corelibs-xctest cannot run
/// main-actor-isolated test methods, so each test enters the main actor it already runs on.)
final class SearchHistoryInteractorTests: XCTestCase {
    /// A record handed to the background counts as pending until it is stored, so the app can let
    /// it finish before it exits (a search made just before quitting is not lost).
    func testARecordIsPendingUntilStoredAndTheWaitReturnsOnceItIs() {
        MainActor.assumeIsolated {
            let store = SearchHistoryStoreSpy()
            let scheduler = HeldScheduler()
            let writes = PendingWrites()
            let interactor = SearchHistoryInteractor(store: store, scheduler: scheduler, writes: writes)
            interactor.record(query: "tetris") { _ in }
            XCTAssertEqual(writes.pending, 1)
            scheduler.releaseAll()
            XCTAssertEqual(writes.pending, 0)
            writes.waitUntilDone(seconds: 5) // returns at once: nothing pending
        }
    }

    func testLoadAnswersWithTheStoredQueriesMostRecentFirst() {
        MainActor.assumeIsolated {
            let store = SearchHistoryStoreSpy()
            store.answerLoads(SearchHistorySnapshot(queries: ["tetris", "vapor"]))
            XCTAssertEqual(load(makeInteractor(store)), [SearchHistorySnapshot(queries: ["tetris", "vapor"])])
            XCTAssertEqual(store.loadCount, 1)
        }
    }

    func testLoadPassesOnTheStoresProblem() {
        MainActor.assumeIsolated {
            let store = SearchHistoryStoreSpy()
            let moved = SearchHistoryProblem.corruptFileMovedAside(movedTo: "/s/history.corrupt-1")
            store.answerLoads(SearchHistorySnapshot(queries: [], problem: moved))
            XCTAssertEqual(load(makeInteractor(store)), [SearchHistorySnapshot(queries: [], problem: moved)])
        }
    }

    func testRecordHandsTheQueryToTheStoreAndAnswersNilOnSuccess() {
        MainActor.assumeIsolated {
            let store = SearchHistoryStoreSpy()
            XCTAssertEqual(record("tetris language:swift", makeInteractor(store)), [nil])
            XCTAssertEqual(store.recordedQueries, ["tetris language:swift"])
        }
    }

    func testAProblemIsReportedOnlyTheFirstTime() {
        MainActor.assumeIsolated {
            let store = SearchHistoryStoreSpy()
            store.answerRecords(unwritable, unwritable, nil, unwritable)
            let interactor = makeInteractor(store)
            XCTAssertEqual(record("a", interactor), [unwritable])
            XCTAssertEqual(record("b", interactor), [nil])
            XCTAssertEqual(record("c", interactor), [nil])
            XCTAssertEqual(record("d", interactor), [nil])
            XCTAssertEqual(store.recordedQueries, ["a", "b", "c", "d"], "the store is still asked every time")
        }
    }

    func testADifferentProblemIsReportedToo() {
        MainActor.assumeIsolated {
            let store = SearchHistoryStoreSpy()
            let full = SearchHistoryProblem.unwritable(reason: "cannot write /s/history: No space left on device")
            store.answerRecords(unwritable, full, unwritable)
            let interactor = makeInteractor(store)
            XCTAssertEqual(record("a", interactor), [unwritable])
            XCTAssertEqual(record("b", interactor), [full])
            XCTAssertEqual(record("c", interactor), [nil])
        }
    }

    func testAProblemMetWhenLoadingIsNotReportedAgainWhenRecording() {
        MainActor.assumeIsolated {
            let store = SearchHistoryStoreSpy()
            store.answerLoads(SearchHistorySnapshot(queries: [], problem: unwritable))
            store.answerRecords(unwritable)
            let interactor = makeInteractor(store)
            XCTAssertEqual(load(interactor), [SearchHistorySnapshot(queries: [], problem: unwritable)])
            XCTAssertEqual(record("a", interactor), [nil])
        }
    }

    func testTheStoreRunsInTheBackgroundAndTheAnswerOnTheUIThread() {
        MainActor.assumeIsolated {
            let store = SearchHistoryStoreSpy()
            store.answerLoads(SearchHistorySnapshot(queries: ["tetris"]))
            let scheduler = SteppedScheduler()
            let interactor = makeInteractor(store, scheduler: scheduler)
            var answers: [SearchHistorySnapshot] = []

            interactor.loadHistory { answers.append($0) }
            XCTAssertEqual(store.loadCount, 0, "nothing touches the disk on the UI thread")
            XCTAssertEqual(scheduler.pendingBackground, 1)

            scheduler.runBackgroundNewestFirst()
            XCTAssertEqual(store.loadCount, 1)
            XCTAssertEqual(answers, [], "the answer waits for the UI thread")
            XCTAssertEqual(scheduler.pendingUI, 1)

            scheduler.runUI()
            XCTAssertEqual(answers, [SearchHistorySnapshot(queries: ["tetris"])])
        }
    }

    func testRecordsReachTheStoreInTheOrderTheyWereSubmitted() {
        MainActor.assumeIsolated {
            let store = SearchHistoryStoreSpy()
            let scheduler = SteppedScheduler()
            let interactor = makeInteractor(store, scheduler: scheduler)
            var answered: [String] = []
            for query in ["first", "second", "third"] {
                interactor.record(query: query) { _ in answered.append(query) }
            }
            scheduler.runBackgroundNewestFirst()
            XCTAssertEqual(store.recordedQueries, ["first", "second", "third"])
            scheduler.runUI()
            XCTAssertEqual(answered, ["first", "second", "third"])

            interactor.record(query: "fourth") { _ in answered.append("fourth") }
            scheduler.runBackgroundNewestFirst()
            scheduler.runUI()
            XCTAssertEqual(store.recordedQueries.last, "fourth", "work added after a drain still runs")
            XCTAssertEqual(answered.last, "fourth")
        }
    }

    func testWorksWithTheRealStoreEndToEnd() throws {
        try MainActor.assumeIsolated {
            let temporary = try TemporaryDirectory()
            defer { temporary.remove() }
            let path = temporary.appending("ghbrowse/history")
            let interactor = SearchHistoryInteractor(store: SearchHistoryStore(path: path), scheduler: InlineScheduler())
            var problems: [SearchHistoryProblem?] = []
            for query in ["tetris", "vapor", "tetris"] {
                interactor.record(query: query) { problems.append($0) }
            }
            var loaded: [SearchHistorySnapshot] = []
            SearchHistoryInteractor(store: SearchHistoryStore(path: path), scheduler: InlineScheduler())
                .loadHistory { loaded.append($0) }
            XCTAssertEqual(problems, [nil, nil, nil])
            XCTAssertEqual(loaded, [SearchHistorySnapshot(queries: ["tetris", "vapor"])])
        }
    }
}

/// The default location follows the XDG base directory rules.
final class SearchHistoryLocationTests: XCTestCase {
    func testXDGStateHomeWins() {
        XCTAssertEqual(SearchHistoryLocation.defaultPath(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/me"]),
                       "/x/state/ghbrowse/history")
        XCTAssertEqual(SearchHistoryLocation.defaultPath(environment: ["XDG_STATE_HOME": "/x/state/"]),
                       "/x/state/ghbrowse/history")
    }

    func testWithoutXDGStateHomeItIsUnderHome() {
        XCTAssertEqual(SearchHistoryLocation.defaultPath(environment: ["HOME": "/home/me"]),
                       "/home/me/.local/state/ghbrowse/history")
    }

    func testEmptyOrRelativeXDGStateHomeIsIgnored() {
        for value in ["", "relative/state"] {
            XCTAssertEqual(SearchHistoryLocation.defaultPath(environment: ["XDG_STATE_HOME": value, "HOME": "/home/me"]),
                           "/home/me/.local/state/ghbrowse/history")
        }
    }

    func testWithoutHomeTheUsersHomeDirectoryIsUsed() {
        let path = SearchHistoryLocation.defaultPath(environment: [:])
        XCTAssertTrue(path.hasPrefix("/") && path.hasSuffix("/.local/state/ghbrowse/history"), path)
    }
}
