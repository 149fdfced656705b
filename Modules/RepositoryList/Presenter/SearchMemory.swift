import Entities
import Usecases

/// The list's memory of searches: the history file's, loaded once and added to on every search,
/// and the walk through it with ↑/↓ in the query field.
@MainActor
final class SearchMemory {
    private let usecase: SearchHistoryUsecase
    private var walk = SearchHistoryWalk()
    /// Reading or writing the history file found a problem.
    private let problem: @MainActor (SearchHistoryProblem) -> Void

    init(usecase: SearchHistoryUsecase, problem: @escaping @MainActor (SearchHistoryProblem) -> Void) {
        self.usecase = usecase
        self.problem = problem
    }

    /// Loads the history. `own` is a search already made before it loaded, kept first in the
    /// walk; `loaded` gets the searches, the most recent first, after any problem is said.
    func load(keeping own: @escaping @MainActor () -> RepositorySearch?,
              loaded: @escaping @MainActor ([RepositorySearch]) -> Void) {
        usecase.loadHistory { [weak self] snapshot in
            guard let self else { return }
            walk.replace(with: snapshot.searches)
            if let own = own() { walk.remember(own) }
            if let found = snapshot.problem { problem(found) }
            loaded(snapshot.searches)
        }
    }

    /// Remembers `request` first in the walk and in the file.
    func record(_ request: RepositorySearch) {
        walk.remember(request)
        usecase.record(request) { [weak self] found in
            if let found { self?.problem(found) }
        }
    }

    /// The search to show after ↑ from `current`, or nil when there is nothing older.
    func older(current: RepositorySearch) -> RepositorySearch? {
        walk.older(current: current)
    }

    /// The search to show after ↓, or nil when not walking.
    func newer() -> RepositorySearch? {
        walk.newer()
    }

    /// Typing or cancelling ends the walk.
    func stop() {
        walk.stop()
    }
}
