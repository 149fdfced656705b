import Interactors
import Store
import Synchronization
import TestSupport
import Testing
import Usecases

/// A store that remembers in memory what it was told.
final class RecentRepositoriesStoreSpy: RecentRepositoriesStoring {
    private let names = Mutex<[String]>([])

    init(_ initial: [String] = []) {
        names.withLock { $0 = initial }
    }

    func load() -> [String] { names.withLock { $0 } }

    func record(_ fullName: String) -> Bool {
        names.withLock { $0.insert(fullName, at: 0) }
        return true
    }
}

@MainActor
@Suite struct RecentRepositoriesInteractorTests {
    @Test func loadAnswersTheStoresNamesOnTheUIThread() {
        let interactor = RecentRepositoriesInteractor(store: RecentRepositoriesStoreSpy(["cli/cli"]),
                                                      scheduler: InlineScheduler(), writes: PendingWrites())
        var answers: [[String]] = []
        interactor.loadRecent { answers.append($0) }
        #expect(answers == [["cli/cli"]])
    }

    @Test func aRecordReachesTheStoreAndIsPendingUntilItDoes() {
        let store = RecentRepositoriesStoreSpy()
        let writes = PendingWrites()
        let interactor = RecentRepositoriesInteractor(store: store, scheduler: InlineScheduler(), writes: writes)
        interactor.recordOpened("junegunn/fzf")
        interactor.recordOpened("cli/cli")
        #expect(writes.pending == 0, "inline: stored before recordOpened returned")
        var answers: [[String]] = []
        interactor.loadRecent { answers.append($0) }
        #expect(answers == [["cli/cli", "junegunn/fzf"]])
    }
}
