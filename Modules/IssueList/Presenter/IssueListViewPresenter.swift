#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import RepositoryBrowsing
import Routes
import TextCells
import Usecases

/// Decides what an issue list shows: the repository's open issues (or pull requests), recently
/// updated first, from the cache at once and then from GitHub; the next page of 100 as the
/// selection nears the end; GitHub's issue search when the filter field holds a query; the sort
/// and order `s` and `S` pick; where Enter and `o` lead.
@MainActor
public final class IssueListViewPresenter: IssueListViewPresentation {
    /// Items asked for per page.
    static let perPage = 100
    /// The next page is fetched when the selection is this close to the last row loaded.
    static let prefetchDistance = 20

    private weak var view: IssueListDisplay?
    private let router: IssueListWireframe
    private let issuesUsecase: IssuesUsecase
    private let pullRequestsUsecase: PullRequestsUsecase
    private let openURLUsecase: OpenURLUsecase
    private let dateProvider: DateProvider
    private let hasToken: Bool
    private let kind: IssueListKind
    private let fullName: String
    private let trail: [String]

    private var keyHints: [String] = []
    private var columns = 80
    private var sort = IssueListSort.updated
    private var order = SearchOrder.desc
    /// The search the filter field submitted; nil: the open ones, listed.
    private var query: String?
    /// Each page loaded, by its number.
    private var pages: [Int: [IssueListItem]] = [:]
    private var nextPage: Int?
    /// How many GitHub's search counted (a search only).
    private var totalCount: Int?
    private var pageRequest: Cancellable?
    private var cachedAt: Date?
    private var failure: String?
    private var notice: String?
    private var statusTone = StatusTone.normal
    private var rateBudget: RateBudget?

    public init(kind: IssueListKind, fullName: String, trail: [String], view: IssueListDisplay,
                router: IssueListWireframe, issuesUsecase: IssuesUsecase, pullRequestsUsecase: PullRequestsUsecase,
                openURLUsecase: OpenURLUsecase, dateProvider: DateProvider, hasToken: Bool) {
        self.kind = kind
        self.fullName = fullName
        self.trail = trail
        self.view = view
        self.router = router
        self.issuesUsecase = issuesUsecase
        self.pullRequestsUsecase = pullRequestsUsecase
        self.openURLUsecase = openURLUsecase
        self.dateProvider = dateProvider
        self.hasToken = hasToken
    }

    isolated deinit {
        pageRequest?.cancel()
    }

    private var items: [IssueListItem] {
        pages.keys.sorted().flatMap { pages[$0] ?? [] }
    }

    public func viewDidLoad(keyHints: [String]) {
        self.keyHints = keyHints
        fetchFirstPage(.cachedThenFresh)
    }

    public func viewDidResize(columns: Int) {
        guard columns != self.columns else { return }
        self.columns = columns
        display()
    }

    public func didMoveSelection(to index: Int, visibleRowCount: Int) {
        let remaining = items.count - 1 - index
        guard remaining < max(visibleRowCount, Self.prefetchDistance), let nextPage, pageRequest == nil else { return }
        setStatus("loading more \(kind.noun(plural: true))…", .busy)
        pageRequest = fetch(page: nextPage, freshness: .cachedThenFresh) { [weak self] answer in
            self?.laterPageDidAnswer(answer, page: nextPage)
        }
        display()
    }

    public func didRequest(_ command: IssueListCommand, row: Int) {
        switch command {
        case .open:
            guard let item = items[safe: row] else { return }
            router.show(.issue(fullName: fullName, number: item.number))
        case .openInBrowser:
            open(items[safe: row]?.htmlURL ?? listPage)
        case .refresh:
            guard pageRequest == nil else { return }
            fetchFirstPage(.refreshNow)
        case .cycleSort:
            let all = IssueListSort.allCases
            sort = all[((all.firstIndex(of: sort) ?? 0) + 1) % all.count]
            fetchFirstPage(.cachedThenFresh)
        case .flipOrder:
            order = order == .desc ? .asc : .desc
            fetchFirstPage(.cachedThenFresh)
        }
    }

    public func filterDidSubmit(query: String) {
        let words = String(query.trimmingWhitespace)
        self.query = words.isEmpty ? nil : words
        fetchFirstPage(.cachedThenFresh)
    }

    // MARK: Fetching

    /// One page of the list, or of the search, as list items.
    private func fetch(page: Int, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<IssueListPage>, GitHubError>) -> Void)
        -> Cancellable {
        if let query {
            return issuesUsecase.searchIssues(
                fullName: fullName, query: query, kind: kind == .issues ? .issue : .pullRequest, sort: sort,
                order: order, page: page, perPage: Self.perPage, freshness: freshness) { answer in
                completion(answer.map { $0.map { IssueListPage($0.page.map(IssueListItem.init), total: $0.totalCount) } })
            }
        }
        switch kind {
        case .issues:
            return issuesUsecase.fetchIssues(fullName: fullName, state: .open, sort: sort, direction: order, page: page,
                                             perPage: Self.perPage, freshness: freshness) { answer in
                completion(answer.map { $0.map { IssueListPage($0.map(IssueListItem.init), total: nil) } })
            }
        case .pullRequests:
            return pullRequestsUsecase.fetchPullRequests(fullName: fullName, state: .open, sort: sort, direction: order,
                                                         page: page, perPage: Self.perPage, freshness: freshness) { answer in
                completion(answer.map { $0.map { IssueListPage($0.map(IssueListItem.init), total: nil) } })
            }
        }
    }

    private func fetchFirstPage(_ freshness: AnswerFreshness) {
        setStatus(freshness == .refreshNow ? "refreshing…" : "loading \(kind.noun(plural: true))…", .busy)
        pageRequest?.cancel()
        pageRequest = fetch(page: 1, freshness: freshness) { [weak self] answer in
            self?.firstPageDidAnswer(answer)
        }
        display()
    }

    private func firstPageDidAnswer(_ answer: Result<CachedThenFresh<IssueListPage>, GitHubError>) {
        let now = dateProvider.now
        switch answer {
        case .success(.cached(let page, let fetchedAt, _)):
            replacePages(with: page)
            cachedAt = fetchedAt
            setStatus(CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now), .busy)
        case .success(.fresh(let page, _)):
            pageRequest = nil
            replacePages(with: page)
            cachedAt = nil
            rateBudget = RateBudget(page.items.rateLimit, resource: query == nil ? "core" : "search")
            showKeyHints()
        case .failure(let error):
            pageRequest = nil
            if pages.isEmpty {
                failure = "Could not load the \(kind.noun(plural: true)): \(sentence(error))"
                setStatus("could not load the \(kind.noun(plural: true))", .error)
            } else {
                let shownAt = cachedAt ?? now
                cachedAt = shownAt
                setStatus(CacheAgeSentence.unavailable(error, what: kind.noun(plural: true), fetchedAt: shownAt,
                                                       now: now, hasToken: hasToken), .warning)
            }
        }
        display()
    }

    private func replacePages(with page: IssueListPage) {
        failure = nil
        pages = [page.items.page: page.items.items]
        nextPage = page.items.nextPage
        totalCount = page.total
    }

    private func laterPageDidAnswer(_ answer: Result<CachedThenFresh<IssueListPage>, GitHubError>, page: Int) {
        switch answer {
        case .success(let stage):
            pages[page] = stage.value.items.items
            nextPage = stage.value.items.nextPage
            if case .fresh = stage {
                pageRequest = nil
                showKeyHints()
            }
        case .failure(let error):
            pageRequest = nil
            setStatus("could not load more \(kind.noun(plural: true)): \(sentence(error))", .warning)
        }
        display()
    }

    // MARK: Showing

    /// The list's page on github.com.
    private var listPage: String {
        GitHubWebURL.repository(fullName) + (kind == .issues ? "/issues" : "/pulls")
    }

    private func open(_ url: String) {
        openURLUsecase.open(url: url) { [weak self] text, tone in
            self?.setStatus(text, tone)
            self?.display()
        }
    }

    private func sentence(_ error: GitHubError) -> String {
        ErrorSentence.describe(error, now: dateProvider.now, hasToken: hasToken)
    }

    private func setStatus(_ text: String, _ tone: StatusTone) {
        notice = text
        statusTone = tone
    }

    private func showKeyHints() {
        notice = nil
        statusTone = rateBudget?.isLow == true ? .warning : .normal
    }

    /// `412 issues · label:bug · updated ↓`, or `100 open issues loaded · updated ↓`.
    private func statusLine(count: Int) -> StatusLine {
        var line = StatusLine()
        if let notice { line.append(notice, .essential) }
        if failure == nil, count > 0 || pageRequest == nil {
            if let totalCount {
                line.append("\(CompactNumber.grouped(totalCount)) \(kind.noun(plural: totalCount != 1))", .counts)
            } else {
                line.append("\(CompactNumber.grouped(count)) open \(kind.noun(plural: count != 1))"
                            + (nextPage != nil ? " loaded" : ""), .counts)
            }
        }
        if let query { line.append(TextSanitizer.singleLine(query), .essential) }
        line.append("\(sort.rawValue) \(order == .desc ? "↓" : "↑")", .counts)
        if notice == nil {
            line.append(keyHints: keyHints)
            line.append(budget: rateBudget)
        }
        return line
    }

    private func display() {
        let items = items
        let message: String
        let messageTone: StatusTone
        if let failure, items.isEmpty {
            message = failure
            messageTone = .warning
        } else if items.isEmpty {
            message = pageRequest != nil ? "Loading \(kind.noun(plural: true))…"
                : query != nil ? "Nothing matches." : "No open \(kind.noun(plural: true))."
            messageTone = pageRequest != nil ? .busy : .normal
        } else {
            message = ""
            messageTone = .normal
        }
        let now = dateProvider.now
        view?.display(IssueListViewModel(
            title: BreadcrumbText.fit(trail, toWidth: max(columns - BreadcrumbText.column, 1)),
            rows: items.map { IssueListRows.row($0, now: now) },
            message: message, messageTone: messageTone,
            status: statusLine(count: items.count).fitted(toWidth: columns), statusTone: statusTone))
    }
}
