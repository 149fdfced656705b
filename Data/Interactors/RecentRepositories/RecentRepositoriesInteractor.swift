import Usecases
import Store

/// Remembers the repositories opened through a `RecentRepositoriesStoring`, off the UI thread, as
/// `SearchHistoryInteractor` does the searches: store calls one at a time in the order asked,
/// answers on the UI thread, each write counted until it is done so the app can let it finish.
@MainActor
public final class RecentRepositoriesInteractor: RecentRepositoriesUsecase {
    private let store: any RecentRepositoriesStoring
    private let scheduler: any WorkScheduler
    private let storeCalls: SerialBackgroundWork
    private let writes: PendingWrites

    public init(store: any RecentRepositoriesStoring, scheduler: any WorkScheduler, writes: PendingWrites) {
        self.store = store
        self.scheduler = scheduler
        self.storeCalls = SerialBackgroundWork(scheduler: scheduler)
        self.writes = writes
    }

    public func loadRecent(completion: @escaping @MainActor ([String]) -> Void) {
        let store = self.store
        let scheduler = self.scheduler
        storeCalls.enqueue {
            let names = store.load()
            scheduler.runOnUIThread { completion(names) }
        }
    }

    public func recordOpened(_ fullName: String) {
        let store = self.store
        let writes = self.writes
        writes.begin()
        storeCalls.enqueue {
            store.record(fullName)
            writes.end()
        }
    }
}
