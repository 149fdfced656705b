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
/// and order `s` and `S` pick; where Enter and `o` lead. An inbox list (`m`) is the same list of
/// one of GitHub's searches across every repository, each row saying its repository.
@MainActor
public final class IssueListViewPresenter: IssueListViewPresentation, PagedListPresenting {
    /// Items asked for per page.
    static let perPage = 100

    private weak var view: IssueListDisplay?
    private let router: IssueListWireframe
    private let issuesUsecase: IssuesUsecase
    private let pullRequestsUsecase: PullRequestsUsecase
    private let services: ScreenServices
    private let kind: IssueListKind
    private let fullName: String
    private let trail: [String]

    public var screen = ScreenState()
    private var sort = IssueListSort.updated
    private var order = SearchOrder.desc
    /// The search the filter field submitted; nil: the open ones, listed.
    private var query: String?
    /// How many GitHub's search counted (a search only).
    private var totalCount: Int?
    /// The pages of the list (or of the search), and what the status line says about loading them.
    public private(set) var pages: PagedListLoader<IssueListItem>?

    public init(kind: IssueListKind, fullName: String, trail: [String], view: IssueListDisplay,
                router: IssueListWireframe, issuesUsecase: IssuesUsecase, pullRequestsUsecase: PullRequestsUsecase,
                services: ScreenServices) {
        self.kind = kind
        self.fullName = fullName
        self.trail = trail
        self.view = view
        self.router = router
        self.issuesUsecase = issuesUsecase
        self.pullRequestsUsecase = pullRequestsUsecase
        self.services = services
    }

    private var items: [IssueListItem] { pages?.items ?? [] }

    public func viewDidLoad(keyHints: [String]) {
        screen.keyHints = keyHints
        if let search = kind.inboxSearch, !services.hasToken {
            view?.display(IssueListViewModel(
                title: screen.breadcrumb(trail), rows: [],
                message: TokenSentence.needed(for: search.title), messageTone: .warning,
                status: TokenSentence.unknownUser, statusTone: .warning))
            return
        }
        load(.cachedThenFresh)
    }

    public func didRequest(_ command: IssueListCommand, row: Int) {
        switch command {
        case .open:
            guard let item = items[safe: row] else { return }
            router.show(.issue(fullName: repository(of: item), number: item.number))
        case .openInBrowser:
            open(items[safe: row]?.htmlURL ?? listPage, through: services.browser)
        case .copyLink:
            guard let item = items[safe: row] else { return }
            copy(GitHubWebURL.issue(repository(of: item), number: item.number, isPullRequest: item.isPullRequest),
                 what: "the \(item.isPullRequest ? "pull request" : "issue")'s link", through: services.clipboard)
        case .refresh:
            refreshPages()
        case .cycleSort:
            let all = IssueListSort.allCases
            sort = all[((all.firstIndex(of: sort) ?? 0) + 1) % all.count]
            load(.cachedThenFresh)
        case .flipOrder:
            order = order == .desc ? .asc : .desc
            load(.cachedThenFresh)
        }
    }

    /// The repository `item` is in: across repositories, the row's own; a repository's list is its
    /// repository's (an issue there names its repository too, but a fixture's or a transferred
    /// one's may be another).
    private func repository(of item: IssueListItem) -> String {
        kind.inboxSearch != nil ? item.repositoryFullName ?? fullName : fullName
    }

    public func filterDidSubmit(query: String) {
        let words = String(query.trimmingWhitespace)
        self.query = words.isEmpty ? nil : words
        load(.cachedThenFresh)
    }

    // MARK: Fetching

    /// A new list for the sort, order and search now chosen, from its first page.
    public func load(_ freshness: AnswerFreshness) {
        totalCount = nil
        let loader = PagedListLoader<IssueListItem>(noun: kind.noun(plural: true),
                                                    resource: query == nil && kind.inboxSearch == nil ? "core" : "search",
                                                    services: services, fetch: fetcher())
        pages = loader
        start(loader, freshness)
    }

    /// Pages of the list, or of the search, as list items (a search's count kept aside).
    private func fetcher() -> PagedListLoader<IssueListItem>.Fetch {
        let (fullName, kind, sort, order, perPage) = (fullName, kind, sort, order, Self.perPage)
        let (issues, pulls) = (issuesUsecase, pullRequestsUsecase)
        if let search = kind.inboxSearch {
            let words = search.query + (query.map { " " + $0 } ?? "")
            return { [weak self] page, freshness, completion in
                issues.searchAllIssues(query: words, sort: sort, order: order, page: page, perPage: perPage,
                                       freshness: freshness) { answer in
                    if case .success(let stage) = answer { self?.totalCount = stage.value.totalCount }
                    completion(answer.map { $0.map { $0.page.map(IssueListItem.init) } })
                }
            }
        }
        if let query {
            return { [weak self] page, freshness, completion in
                issues.searchIssues(fullName: fullName, query: query, kind: kind == .issues ? .issue : .pullRequest,
                                    sort: sort, order: order, page: page, perPage: perPage, freshness: freshness) {
                    answer in
                    if case .success(let stage) = answer { self?.totalCount = stage.value.totalCount }
                    completion(answer.map { $0.map { $0.page.map(IssueListItem.init) } })
                }
            }
        }
        switch kind {
        case .issues:
            return { page, freshness, completion in
                issues.fetchIssues(fullName: fullName, state: .open, sort: sort, direction: order, page: page,
                                   perPage: perPage, freshness: freshness) { answer in
                    completion(answer.map { $0.map { $0.map(IssueListItem.init) } })
                }
            }
        case .pullRequests, .inbox:
            return { page, freshness, completion in
                pulls.fetchPullRequests(fullName: fullName, state: .open, sort: sort, direction: order, page: page,
                                        perPage: perPage, freshness: freshness) { answer in
                    completion(answer.map { $0.map { $0.map(IssueListItem.init) } })
                }
            }
        }
    }

    // MARK: Showing

    /// The list's page on github.com.
    private var listPage: String {
        if let search = kind.inboxSearch { return GitHubWebURL.base + search.webPath }
        return GitHubWebURL.repository(fullName) + (kind == .issues ? "/issues" : "/pulls")
    }

    /// `412 issues · label:bug · updated ↓`, or `100 open issues loaded · updated ↓`.
    private func counts() -> String {
        if let totalCount { return "\(CompactNumber.grouped(totalCount)) \(kind.noun(plural: totalCount != 1))" }
        let count = items.count
        return "\(CompactNumber.grouped(count)) open \(kind.noun(plural: count != 1))"
            + (pages?.nextPage != nil ? " loaded" : "")
    }

    public func display() {
        guard let list = pages else { return }
        let extra = (query.map { [TextSanitizer.singleLine($0)] } ?? []) + ["\(sort.rawValue) \(order == .desc ? "↓" : "↑")"]
        let status = list.statusLine(counts: counts(), extra: extra, keyHints: screen.keyHints)
        let message = list.message(empty: query != nil ? "Nothing matches." : "No open \(kind.noun(plural: true)).")
        let now = services.dateProvider.now
        view?.display(IssueListViewModel(
            title: screen.breadcrumb(trail),
            rows: items.map { IssueListRows.row($0, now: now, showsRepository: kind.inboxSearch != nil) },
            message: message.text, messageTone: message.tone,
            status: status.line.fitted(toWidth: screen.width.columns), statusTone: status.tone))
    }
}
