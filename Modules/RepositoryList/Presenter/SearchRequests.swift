import Entities
import Usecases

/// The list's requests while a search pages in: the page in flight, and the once-a-second tick
/// that counts down while a failed search waits to try again. Each can be cancelled.
@MainActor
final class SearchRequests {
    private let searchUsecase: SearchRepositoryUsecase
    private let delayUsecase: DelayUsecase
    /// The page request in flight.
    private var inFlight: Cancellable?
    /// The next tick.
    private var tick: Cancellable?

    init(searchUsecase: SearchRepositoryUsecase, delayUsecase: DelayUsecase) {
        self.searchUsecase = searchUsecase
        self.delayUsecase = delayUsecase
    }

    /// Asks for `fetch`'s page; `answer` gets GitHub's (or the cache's) answer.
    func fetch(_ fetch: PageFetch,
               answer: @escaping @MainActor (Result<CachedThenFresh<SearchResults>, GitHubError>) -> Void) {
        inFlight = searchUsecase.search(query: fetch.request.query, page: fetch.page,
                                        options: SearchSession.options(for: fetch.request),
                                        freshness: fetch.freshness, completion: answer)
    }

    func cancelFetch() {
        inFlight?.cancel()
        inFlight = nil
    }

    /// The page answered for the last time (no fresher answer follows).
    func fetchDidEnd() {
        inFlight = nil
    }

    /// Calls `fire` in a second, instead of any tick already waiting.
    func scheduleTick(fire: @escaping @MainActor () -> Void) {
        tick?.cancel()
        tick = delayUsecase.after(seconds: 1) { [weak self] in
            self?.tick = nil
            fire()
        }
    }

    func cancelTick() {
        tick?.cancel()
        tick = nil
    }

    func cancelAll() {
        cancelFetch()
        cancelTick()
    }
}
