import Entities
import PresentationKit
import RepositoryBrowsing
import Routes
import Usecases

/// A pull request's Commits section: its commits a page at a time as the selection nears the end
/// of what is loaded (the shared `PagedListLoader`, through the cache and the rate gates), each a
/// history's row; Enter opens the commit screen, `r` asks for the first page again.
@MainActor
public final class PullRequestCommitsPresenter: PullRequestListPresentation, PagedListPresenting {
    /// Commits asked for per page (GitHub lists 250 at most).
    static let perPage = 100

    private weak var view: PullRequestCommitsDisplay?
    private let router: IssueWireframe
    private let services: ScreenServices
    private let fullName: String
    private let trail: [String]
    private let loader: PagedListLoader<Commit>
    public var screen = ScreenState()

    public init(fullName: String, number: Int, trail: [String], view: PullRequestCommitsDisplay,
                router: IssueWireframe, usecase: PullRequestUsecase, services: ScreenServices) {
        self.fullName = fullName
        self.trail = trail
        self.view = view
        self.router = router
        self.services = services
        loader = PagedListLoader(noun: "commits", services: services) {
            page, freshness, completion in
            usecase.fetchCommits(fullName: fullName, number: number, page: page, perPage: Self.perPage,
                                 freshness: freshness, completion: completion)
        }
        loader.onChange = { [weak self] in self?.display() }
    }

    public var pages: PagedListLoader<Commit>? { loader }

    public func load(_ freshness: AnswerFreshness) {
        loader.loadFirstPage(freshness)
        display()
    }

    public func didSelectRow(at index: Int) {
        let commits = loader.items
        guard commits.indices.contains(index) else { return }
        router.show(.commit(fullName: fullName, sha: commits[index].sha))
    }

    public func didRequest(_ command: PullRequestSectionCommand, row: Int?) {
        switch command {
        case .refresh:
            refreshPages()
        case .openInBrowser:
            break // not bound on this section
        }
    }

    public func display() {
        let now = services.dateProvider.now
        let rows = loader.items.map { CommitSummaryText($0, now: now) }
        let count = rows.count == 1 ? "1 commit" : "\(CompactNumber.grouped(rows.count)) commits"
        let status = loader.statusLine(counts: loader.nextPage == nil ? count : count + ", more as you scroll",
                                       keyHints: screen.keyHints)
        let message = loader.message(empty: "No commits.")
        let title = screen.breadcrumb(trail)
        view?.display(ListViewModel(title: title, rows: rows, message: message.text, messageTone: message.tone,
                                    status: status.line.fitted(toWidth: screen.width.columns), statusTone: status.tone))
    }
}
