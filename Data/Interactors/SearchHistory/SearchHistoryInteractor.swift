import Entities
import Usecases
import Store

/// Remembers submitted searches through a `SearchHistoryStoring`, off the UI thread.
///
/// Store calls run one at a time in the order they were asked for; answers come back on
/// the UI thread. Each distinct problem is reported only the first time it is met
/// (a read-only location would otherwise warn on every search); later answers carry nil.
@MainActor
public final class SearchHistoryInteractor: SearchHistoryUsecase {
    private let store: any SearchHistoryStoring
    private let scheduler: any WorkScheduler
    private let storeCalls: SerialBackgroundWork
    private let writes: PendingWrites
    private var reportedProblems: [SearchHistoryProblem] = []

    /// `writes` counts the records handed to the background until they are stored.
    public init(store: any SearchHistoryStoring, scheduler: any WorkScheduler, writes: PendingWrites = PendingWrites()) {
        self.store = store
        self.scheduler = scheduler
        self.storeCalls = SerialBackgroundWork(scheduler: scheduler)
        self.writes = writes
    }

    public func loadHistory(completion: @escaping @MainActor (SearchHistorySnapshot) -> Void) {
        let store = self.store
        let scheduler = self.scheduler
        storeCalls.enqueue {
            let snapshot = store.load()
            scheduler.runOnUIThread {
                var answer = snapshot
                answer.problem = self.firstReport(of: snapshot.problem)
                completion(answer)
            }
        }
    }

    public func record(_ entry: RepositorySearch, completion: @escaping @MainActor (SearchHistoryProblem?) -> Void) {
        let store = self.store
        let scheduler = self.scheduler
        let writes = self.writes
        writes.begin()
        storeCalls.enqueue {
            let problem = store.record(entry)
            writes.end()
            scheduler.runOnUIThread {
                completion(self.firstReport(of: problem))
            }
        }
    }

    /// `problem`, unless it was reported before.
    private func firstReport(of problem: SearchHistoryProblem?) -> SearchHistoryProblem? {
        guard let problem, !reportedProblems.contains(problem) else { return nil }
        reportedProblems.append(problem)
        return problem
    }
}
