#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Usecases

/// A search as it runs: its session (what to fetch and what to show), the page request in flight
/// and the once-a-second tick while a failed search waits to try again. It carries out the
/// session's requests itself and hands the rest (what to show) to `show`.
@MainActor
final class SearchRun {
    /// What the results and the status line need from the Presenter.
    enum Showing: Equatable {
        case status
        case results(empty: SearchSessionCommand.EmptyReason?)
        case replacement
    }

    private(set) var session = SearchSession()
    private let searchUsecase: SearchRepositoryUsecase
    private let delayUsecase: DelayUsecase
    private let dateProvider: DateProvider
    private var inFlight: Cancellable?
    private var tick: Cancellable?
    /// Set by the Presenter: what to show after an event.
    var show: @MainActor (Showing) -> Void = { _ in }

    init(searchUsecase: SearchRepositoryUsecase, delayUsecase: DelayUsecase, dateProvider: DateProvider) {
        self.searchUsecase = searchUsecase
        self.delayUsecase = delayUsecase
        self.dateProvider = dateProvider
    }

    /// The results so far; nil before the first search.
    var results: SearchState? { session.results }

    func start(_ request: RepositorySearch) {
        cancelTick()
        perform(session.start(request))
    }

    func selectionDidMove(to index: Int, visibleRowCount: Int) {
        perform(session.selectionDidMove(to: index, visibleRowCount: visibleRowCount, now: dateProvider.now))
    }

    func refreshNow() {
        perform(session.refreshNow(now: dateProvider.now))
    }

    func adjustStars(of id: Int, by change: Int) {
        session.adjustStars(of: id, by: change)
    }

    func cancelAll() {
        inFlight?.cancel()
        cancelTick()
    }

    private func cancelTick() {
        tick?.cancel()
        tick = nil
    }

    private func perform(_ commands: [SearchSessionCommand]) {
        for command in commands {
            switch command {
            case .cancelFetch:
                inFlight?.cancel()
                inFlight = nil
            case .fetch(let fetch):
                inFlight = searchUsecase.search(query: fetch.request.query, page: fetch.page,
                                                options: SearchSession.options(for: fetch.request),
                                                freshness: fetch.freshness) { [weak self] answer in
                    self?.pageDidAnswer(answer, for: fetch)
                }
            case .scheduleTick:
                tick?.cancel()
                tick = delayUsecase.after(seconds: 1) { [weak self] in
                    guard let self else { return }
                    tick = nil
                    perform(session.tick(now: dateProvider.now))
                }
            case .showStatus: show(.status)
            case .showResults(let empty): show(.results(empty: empty))
            case .showReplacement: show(.replacement)
            }
        }
    }

    private func pageDidAnswer(_ answer: Result<CachedThenFresh<SearchResults>, GitHubError>, for fetch: PageFetch) {
        let commands = session.receive(answer, for: fetch, now: dateProvider.now)
        if !session.isLoading { inFlight = nil }
        perform(commands)
    }
}
