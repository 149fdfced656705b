import Entities
import Usecases
import Store
import Synchronization

/// A store answering what the test says, counting calls.
public final class SearchHistoryStoreSpy: SearchHistoryStoring {
    private struct State {
        var snapshots: [SearchHistorySnapshot] = []
        var recordProblems: [SearchHistoryProblem?] = []
        var loadCount = 0
        var recordedSearches: [RepositorySearch] = []
    }

    private let state = Mutex(State())

    public init() {}

    public var loadCount: Int { state.withLock { $0.loadCount } }
    public var recordedSearches: [RepositorySearch] { state.withLock { $0.recordedSearches } }
    public var recordedQueries: [String] { recordedSearches.map(\.query) }

    /// Answers for the next loads, in order (then an empty history).
    public func answerLoads(_ snapshots: SearchHistorySnapshot...) {
        state.withLock { $0.snapshots = snapshots }
    }

    /// Answers for the next records, in order (then nil).
    public func answerRecords(_ problems: SearchHistoryProblem?...) {
        state.withLock { $0.recordProblems = problems }
    }

    public func load() -> SearchHistorySnapshot {
        state.withLock { state in
            state.loadCount += 1
            return state.snapshots.isEmpty ? SearchHistorySnapshot(queries: []) : state.snapshots.removeFirst()
        }
    }

    public func record(_ entry: RepositorySearch) -> SearchHistoryProblem? {
        state.withLock { state in
            state.recordedSearches.append(entry)
            return state.recordProblems.isEmpty ? nil : state.recordProblems.removeFirst()
        }
    }
}
