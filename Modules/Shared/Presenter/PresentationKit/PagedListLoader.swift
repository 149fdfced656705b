#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Usecases

/// A list GitHub pages (a repository's releases, its issues or pull requests), loaded the way every
/// such screen loads it: the first page from the cache at once, then GitHub's; the next page when
/// the selection nears the end of what is loaded; and what the status line and the empty screen say
/// about it (loading, a cached copy's age, a failure), in the words of `noun` ("releases").
@MainActor
public final class PagedListLoader<Item: Equatable & Sendable> {
    /// Asks for page `page` (from 1) with `freshness`, answering (once or twice) with `completion`.
    public typealias Fetch = (_ page: Int, _ freshness: AnswerFreshness,
                              _ completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Item>>, GitHubError>)
                                  -> Void) -> Cancellable

    /// The next page is fetched when the selection is this close to the last row loaded.
    public static var prefetchDistance: Int { 10 }

    /// The items loaded, in GitHub's order (kept as the pages come, so asking costs nothing).
    public private(set) var items: [Item] = []
    /// The page after the last one loaded, when GitHub announced one.
    public private(set) var nextPage: Int?
    /// Whether a page is being asked for.
    public var isLoading: Bool { request != nil }
    /// Why the first page could not be loaded, while nothing is shown.
    public private(set) var failure: String?
    /// The status line's sentence before the count, or nil: the count, key hints and rate budget.
    public private(set) var notice: (text: String, tone: StatusTone)?
    /// The budget GitHub's last answer left.
    public private(set) var rateBudget: RateBudget?

    private let noun: String
    private let resource: String
    private let hasToken: Bool
    private let dateProvider: DateProvider
    private let fetch: Fetch
    /// Called after every answer (the Presenter shows the screen again).
    public var onChange: (@MainActor () -> Void)?
    private var pages: [Int: [Item]] = [:] {
        didSet { items = pages.keys.sorted().flatMap { pages[$0] ?? [] } }
    }
    private var request: Cancellable?
    /// When the first page shown was fetched, while it is a cached copy (or its refresh failed).
    private var cachedAt: Date?

    /// `noun` names the items in sentences ("releases"); `resource` is the rate budget they count
    /// against ("core", "search").
    public init(noun: String, resource: String = "core", hasToken: Bool, dateProvider: DateProvider,
                fetch: @escaping Fetch) {
        self.noun = noun
        self.resource = resource
        self.hasToken = hasToken
        self.dateProvider = dateProvider
        self.fetch = fetch
    }

    isolated deinit {
        request?.cancel()
    }

    /// Asks for the first page again (a refresh, another sort), keeping what is shown until it answers.
    public func loadFirstPage(_ freshness: AnswerFreshness) {
        notice = (freshness == .refreshNow ? "refreshing…" : "loading \(noun)…", .busy)
        request?.cancel()
        request = fetch(1, freshness) { [weak self] answer in self?.firstPageDidAnswer(answer) }
    }

    /// The selection moved to row `index` with `visibleRows` on screen: near the end of what is
    /// loaded, the next page is asked for. True when it was.
    @discardableResult
    public func selectionDidMove(to index: Int, visibleRows: Int) -> Bool {
        let remaining = items.count - 1 - index
        guard remaining < max(visibleRows, Self.prefetchDistance), let nextPage, request == nil else { return false }
        notice = ("loading more \(noun)…", .busy)
        request = fetch(nextPage, .cachedThenFresh) { [weak self] answer in
            self?.laterPageDidAnswer(answer, page: nextPage)
        }
        return true
    }

    /// Says `text` on the status line (an outcome of another key) until the next answer.
    public func say(_ text: String, _ tone: StatusTone) {
        notice = (text, tone)
    }

    /// What the screen shows instead of rows: the failure, "Loading …" or `empty`; "" with rows.
    public func message(empty: String) -> (text: String, tone: StatusTone) {
        guard pages.values.allSatisfy(\.isEmpty) else { return ("", .normal) }
        if let failure { return (failure, .warning) }
        return isLoading ? ("Loading \(noun)…", .busy) : (empty, .normal)
    }

    /// The status line: the notice, `counts` (unless nothing could be loaded), `extra`, then with
    /// nothing to say the key hints and the rate budget.
    public func statusLine(counts: String, extra: [String] = [], keyHints: [String]) -> (line: StatusLine, tone: StatusTone) {
        var line = StatusLine()
        if let notice { line.append(notice.text, .essential) }
        if failure == nil, !items.isEmpty || !isLoading { line.append(counts, .counts) }
        for piece in extra { line.append(piece, .counts) }
        if notice == nil {
            line.append(keyHints: keyHints)
            line.append(budget: rateBudget)
        }
        return (line, notice?.tone ?? (rateBudget?.isLow == true ? .warning : .normal))
    }

    // MARK: Answers

    private func firstPageDidAnswer(_ answer: Result<CachedThenFresh<PagedAnswer<Item>>, GitHubError>) {
        let now = dateProvider.now
        switch answer {
        case .success(.cached(let page, let fetchedAt, _)):
            replacePages(with: page)
            cachedAt = fetchedAt
            notice = (CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now), .busy)
        case .success(.fresh(let page, _)):
            request = nil
            replacePages(with: page)
            cachedAt = nil
            rateBudget = RateBudget(page.rateLimit, resource: resource)
            notice = nil
        case .failure(let error):
            request = nil
            if pages.values.allSatisfy(\.isEmpty) {
                failure = "Could not load the \(noun): \(sentence(error))"
                notice = ("could not load the \(noun)", .error)
            } else {
                let shownAt = cachedAt ?? now
                cachedAt = shownAt
                notice = (CacheAgeSentence.unavailable(error, what: noun, fetchedAt: shownAt, now: now,
                                                       hasToken: hasToken), .warning)
            }
        }
        onChange?()
    }

    private func replacePages(with page: PagedAnswer<Item>) {
        failure = nil
        pages = [page.page: page.items]
        nextPage = page.nextPage
    }

    private func laterPageDidAnswer(_ answer: Result<CachedThenFresh<PagedAnswer<Item>>, GitHubError>, page: Int) {
        switch answer {
        case .success(let stage):
            pages[page] = stage.value.items
            nextPage = stage.value.nextPage
            if case .fresh = stage {
                request = nil
                rateBudget = RateBudget(stage.value.rateLimit, resource: resource)
                notice = nil
            }
        case .failure(let error):
            request = nil
            // Still announced: moving again asks again.
            notice = ("could not load more \(noun): \(sentence(error))", .warning)
        }
        onChange?()
    }

    private func sentence(_ error: GitHubError) -> String {
        ErrorSentence.describe(error, now: dateProvider.now, hasToken: hasToken)
    }
}
