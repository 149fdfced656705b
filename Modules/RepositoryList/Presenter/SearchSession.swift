#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import Usecases

/// One search as it pages in: the pages loaded, the page in flight, a refresh refilling the
/// pages that were loaded, and the retry gate after a failure.
///
/// It draws nothing and sends nothing: each event returns the commands its Presenter carries out
/// ("fetch page N with freshness F", "show", "schedule a tick"), and the answers come back as events.
struct SearchSession {
    /// GitHub never returns more than this many results for one query.
    static let resultCap = 1_000
    static let pageSize = 100
    /// Start fetching the next page when the selection is this close to the end of what is loaded.
    static let prefetchDistance = 20

    /// The search and what has loaded; nil before the first search.
    private(set) var results: SearchState?
    /// The page asked for and not yet answered.
    private(set) var pending: PageFetch?
    /// Where "cached now, fresh later" stands for the first page.
    private(set) var refresh = FirstPageRefresh()
    /// How many pages a refresh asks for again: all those loaded when `r` was pressed.
    private var refreshPages = 1
    /// The pages a refresh has received so far, while it asks for the next: swapped in together
    /// once the last arrives.
    private var refilled: SearchState?
    /// Where the selection moved while a page or a refresh was on its way: looked at again once
    /// that answer is in, so a move to the end is not lost.
    private var deferredMove: (index: Int, visibleRowCount: Int)?
    /// When the search may ask GitHub again after a failure.
    private var gate = RetryGate()

    /// A page is being asked for.
    var isLoading: Bool { pending != nil }

    /// Seconds until a failed search that retries by itself asks again, nil otherwise.
    func retryIn(at now: Date) -> Int? {
        results?.error.flatMap { RetryGate.retriesByItself(after: $0) ? gate.secondsLeft(at: now) : nil }
    }

    // MARK: - Events

    /// A new search from its first page, the cached copy first.
    mutating func start(_ request: RepositorySearch) -> [SearchSessionCommand] {
        pending = nil
        deferredMove = nil
        gate = RetryGate()
        results = SearchState(request)
        refreshPages = 1
        return [.cancelFetch] + refreshFirstPage(of: request, freshness: .cachedThenFresh)
    }

    /// The selection moved to `index` with `visibleRowCount` rows on screen: near the end of
    /// what is loaded, the next page is asked for.
    mutating func selectionDidMove(to index: Int, visibleRowCount: Int, now: Date) -> [SearchSessionCommand] {
        guard let results, results.hasMorePages, gate.isOpen(at: now) else { return [] }
        let remaining = results.repositories.count - 1 - index
        guard remaining < max(visibleRowCount, Self.prefetchDistance) else { return [] }
        guard pending == nil else {
            deferredMove = (index, visibleRowCount)
            return []
        }
        return loadPage(results.nextPage, of: results.request)
    }

    /// `r`: the first page again from GitHub, then every page that was loaded.
    mutating func refreshNow(now: Date) -> [SearchSessionCommand] {
        // One refresh at a time: `r` pressed again while one runs (or a page loads) does nothing.
        guard let results, pending == nil else { return [] }
        // Rate limited or backing off: nothing is sent before the gate opens.
        guard gate.isOpen(at: now) else { return [.showStatus] }
        refreshPages = max(1, results.loadedPages)
        return [.cancelFetch] + refreshFirstPage(of: results.request, freshness: .refreshNow)
    }

    /// The once-a-second tick while a failed search waits: it asks again when the gate opens.
    mutating func tick(now: Date) -> [SearchSessionCommand] {
        guard let results, let error = results.error, pending == nil,
              RetryGate.retriesByItself(after: error) else { return [] }
        guard gate.isOpen(at: now) else { return [.showStatus, .scheduleTick] }
        if refresh.isActive { return refreshFirstPage(of: results.request, freshness: .refreshNow) }
        return loadPage(results.nextPage, of: results.request)
    }

    /// `*` changed your star on repository `id`.
    mutating func adjustStars(of id: Int, by change: Int) {
        results?.adjustStars(of: id, by: change)
    }

    /// The answer to `fetch`, arriving at `now`. A stale answer (an older search, a page no longer
    /// expected) changes nothing.
    mutating func receive(_ answer: Result<CachedThenFresh<SearchResults>, GitHubError>, for fetch: PageFetch,
                          now: Date) -> [SearchSessionCommand] {
        switch fetch.purpose {
        case .firstPage: return firstPageDidAnswer(answer, request: fetch.request, now: now)
        case .refill: return refillPageDidAnswer(answer, request: fetch.request, page: fetch.page, now: now)
        case .nextPage: return pageDidAnswer(answer.map(\.value), request: fetch.request, page: fetch.page, now: now)
        }
    }

    // MARK: - Fetching

    /// The search options a page of `request` is asked for with.
    static func options(for request: RepositorySearch) -> SearchOptions {
        SearchOptions(sort: request.sort, order: request.sort == nil ? nil : request.order, perPage: pageSize)
    }

    private mutating func refreshFirstPage(of request: RepositorySearch,
                                           freshness: AnswerFreshness) -> [SearchSessionCommand] {
        results?.error = nil
        refilled = nil
        refresh.start()
        let fetch = PageFetch(request: request, page: 1, freshness: freshness, purpose: .firstPage)
        pending = fetch
        return [.fetch(fetch), .showStatus]
    }

    private mutating func loadPage(_ page: Int, of request: RepositorySearch) -> [SearchSessionCommand] {
        results?.error = nil
        let fetch = PageFetch(request: request, page: page, freshness: .latest, purpose: .nextPage)
        pending = fetch
        return [.fetch(fetch), .showStatus]
    }

    // MARK: - Answers

    private mutating func firstPageDidAnswer(_ answer: Result<CachedThenFresh<SearchResults>, GitHubError>,
                                             request: RepositorySearch, now: Date) -> [SearchSessionCommand] {
        guard let current = results, current.request == request, refresh.isActive else { return [] }
        switch answer {
        case .success(.cached(var page, let fetchedAt, _)):
            // Only onto an empty screen: a cached copy never replaces what GitHub sent.
            guard current.repositories.isEmpty else { return [] }
            page.rateLimit = nil // the budget comes from live answers only
            var shown = SearchState(request)
            shown.accept(page, cap: Self.resultCap)
            refresh.showCached(fetchedAt: fetchedAt)
            return replace(with: shown)
        case .success(.fresh(let page, _)):
            var fresh = SearchState(request)
            fresh.accept(page, cap: Self.resultCap)
            return refreshDidReceive(fresh, now: now)
        case .failure(let error):
            pending = nil
            guard !current.repositories.isEmpty else {
                // Nothing to fall back on: the search's own failure and retries.
                refresh.abandon()
                return pageDidAnswer(.failure(error), request: request, page: 1, now: now)
            }
            return refreshDidFail(error, now: now)
        }
    }

    /// A refresh received `state` so far: it asks for the next page it is to refill, or shows them all.
    private mutating func refreshDidReceive(_ state: SearchState, now: Date) -> [SearchSessionCommand] {
        gate.succeeded()
        if state.hasMorePages, state.nextPage <= refreshPages {
            refilled = state
            let fetch = PageFetch(request: state.request, page: state.nextPage, freshness: .refreshNow,
                                  purpose: .refill)
            pending = fetch
            return [.fetch(fetch)]
        }
        pending = nil
        refilled = nil
        refresh.finish(at: now)
        guard results != nil else { return [] }
        return replace(with: state) + deferredMoveAnswered(now: now)
    }

    private mutating func refillPageDidAnswer(_ answer: Result<CachedThenFresh<SearchResults>, GitHubError>,
                                              request: RepositorySearch, page: Int,
                                              now: Date) -> [SearchSessionCommand] {
        guard results?.request == request, refresh.isActive, var refilled, refilled.nextPage == page else {
            return []
        }
        switch answer {
        case .success(.cached):
            return [] // a refresh asks GitHub; no stored copy comes first
        case .success(.fresh(let results, _)):
            refilled.accept(results, cap: Self.resultCap)
            return refreshDidReceive(refilled, now: now)
        case .failure(let error):
            pending = nil
            self.refilled = nil
            return refreshDidFail(error, now: now)
        }
    }

    /// A refresh failed while rows are shown: they all stay, with the reason and their age.
    private mutating func refreshDidFail(_ error: GitHubError, now: Date) -> [SearchSessionCommand] {
        results?.error = error
        gate.failed(error, at: now)
        refresh.failed()
        return RetryGate.retriesByItself(after: error) ? [.showStatus, .scheduleTick] : [.showStatus]
    }

    /// Replaces the results with `state`; the View keeps the selected repository by its row's id.
    private mutating func replace(with state: SearchState) -> [SearchSessionCommand] {
        results = state
        return [.showReplacement]
    }

    private mutating func pageDidAnswer(_ answer: Result<SearchResults, GitHubError>, request: RepositorySearch,
                                        page: Int, now: Date) -> [SearchSessionCommand] {
        guard var search = results, search.request == request, search.nextPage == page else { return [] }
        pending = nil
        var empty: SearchSessionCommand.EmptyReason?
        switch answer {
        case .success(let page):
            gate.succeeded()
            search.accept(page, cap: Self.resultCap)
            if search.repositories.isEmpty { empty = .noMatch }
        case .failure(let error):
            search.error = error
            gate.failed(error, at: now)
            if search.repositories.isEmpty { empty = .failed }
        }
        results = search
        if case .failure(let error) = answer, RetryGate.retriesByItself(after: error) {
            return [.showResults(empty: empty), .scheduleTick]
        }
        if case .failure = answer { return [.showResults(empty: empty)] }
        return [.showResults(empty: empty)] + deferredMoveAnswered(now: now)
    }

    /// The selection's move that came while another answer was on its way, now that it is in:
    /// the next page when that move is still near the end of the rows.
    private mutating func deferredMoveAnswered(now: Date) -> [SearchSessionCommand] {
        guard let move = deferredMove else { return [] }
        deferredMove = nil
        return selectionDidMove(to: move.index, visibleRowCount: move.visibleRowCount, now: now)
    }
}
