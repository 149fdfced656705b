import Usecases

/// A `RecentRepositoriesUsecase` that answers `recent` at once (or holds the answer until
/// `answer()` when `holdsAnswer`) and records what was opened.
@MainActor
public final class RecentRepositoriesUsecaseSpy: RecentRepositoriesUsecase {
    public var recent: [String]
    public var holdsAnswer = false
    public private(set) var loadCount = 0
    public private(set) var recorded: [String] = []
    private var pending: [@MainActor ([String]) -> Void] = []

    public init(recent: [String] = []) {
        self.recent = recent
    }

    public func loadRecent(completion: @escaping @MainActor ([String]) -> Void) {
        loadCount += 1
        if holdsAnswer { pending.append(completion) } else { completion(recent) }
    }

    /// Answers the loads held so far with `recent`.
    public func answer() {
        let waiting = pending
        pending = []
        for completion in waiting { completion(recent) }
    }

    public func recordOpened(_ fullName: String) {
        recorded.append(fullName)
    }
}
