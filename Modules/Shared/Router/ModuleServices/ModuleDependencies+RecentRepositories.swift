import Interactors
import Store
import Usecases

public extension ModuleDependencies {
    /// The repositories opened, beside the search history: the detail records, the palette lists.
    func recentRepositories() -> RecentRepositoriesUsecase {
        RecentRepositoriesInteractor(store: recentRepositoriesStore, scheduler: scheduler, writes: historyWrites)
    }
}
