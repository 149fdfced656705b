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

/// Decides what an issue's (or a pull request's) conversation screen shows: the issue from the
/// cache at once and then from GitHub, its comments and its timeline every page (100 at a time,
/// oldest first), in one chronological conversation; where its links and `o` lead.
@MainActor
public final class IssueViewPresenter: IssueViewPresentation, DocumentLinkResponding {
    /// Comments and events asked for per page.
    static let perPage = 100

    private weak var view: IssueDisplay?
    private let router: IssueWireframe
    private let conversationUsecase: IssueConversationUsecase
    private let services: ScreenServices
    private let fullName: String
    private let number: Int
    private let trail: [String]

    private var keyHints: [String] = []
    private var columns = 80
    private var issue: Issue?
    /// Each page of comments and of events loaded, by its number.
    private var commentPages: [Int: [IssueComment]] = [:] {
        didSet { joinedComments = nil }
    }
    /// The pages of comments one after the other, joined once for as long as no page changes.
    private var joinedComments: [IssueComment]?
    private var eventPages: [Int: [TimelineEvent]] = [:]
    /// For a pull request: itself, its reviews and review comments, the checks of its head.
    private let extras: PullRequestExtras
    /// Each body parsed once, when first laid out.
    private let bodies: ParsedBodies
    /// Each comment's pieces, made once per load.
    private let commentPieces = CommentPieces()
    private var requests: [Cancellable] = []
    /// How many requests have not given their last answer.
    private var pending = 0
    private var cachedAt: Date?
    private var failure: String?
    private var notice: String?
    private var statusTone = StatusTone.normal
    /// How many answers (or loads) are being taken in, one inside another: answers given at once
    /// (from the cache, each page asking for the next) show the conversation once, when the
    /// outermost is taken in, not once per page the reader would never see.
    private var taking = 0
    /// Tab, Shift-Tab and Enter on the bodies' links.
    public private(set) lazy var documentLinks = DocumentLinkResponder(
        missingHeading: "the conversation has no such heading",
        scrollToHeading: { [weak self] in self?.view?.scrollToHeading(anchor: $0) == true },
        open: { [weak self] in self?.open($0) }, say: { [weak self] in self?.say($0, $1) },
        show: { [weak self] in self?.router.show($0) })

    public init(fullName: String, number: Int, trail: [String], view: IssueDisplay, router: IssueWireframe,
                conversationUsecase: IssueConversationUsecase, pullRequestUsecase: PullRequestUsecase,
                checksUsecase: ChecksUsecase, services: ScreenServices) {
        self.fullName = fullName
        self.number = number
        self.trail = trail
        self.view = view
        self.router = router
        self.conversationUsecase = conversationUsecase
        extras = PullRequestExtras(fullName: fullName, number: number, pullRequestUsecase: pullRequestUsecase,
                                   checksUsecase: checksUsecase)
        bodies = ParsedBodies(fullName: fullName)
        self.services = services
        extras.onChange = { [weak self] in self?.display() }
    }

    isolated deinit {
        requests.forEach { $0.cancel() }
    }

    public func viewDidLoad(keyHints: [String]) {
        self.keyHints = keyHints
        load(.cachedThenFresh)
    }

    public func viewDidResize(columns: Int) {
        guard columns != self.columns else { return }
        self.columns = columns
        display()
    }

    public func didRequest(_ command: IssueCommand) {
        switch command {
        case .openInBrowser: open(issue?.htmlURL ?? GitHubWebURL.repository(fullName) + "/issues/\(number)")
        case .copyLink:
            // The link ghbrowse builds from the name and number, never GitHub's `html_url`.
            let kind = issue?.isPullRequest == true ? "pull" : "issues"
            services.clipboard.copy(url: GitHubWebURL.repository(fullName) + "/\(kind)/\(number)",
                                  what: issue?.isPullRequest == true ? "the pull request's link" : "the issue's link") {
                [weak self] text, tone in
                self?.say(text, tone)
            }
        case .refresh:
            guard pending == 0 else { return }
            load(.refreshNow)
        }
    }

    // MARK: Fetching

    private func load(_ freshness: AnswerFreshness) {
        taking += 1
        defer { taking -= 1 }
        requests.forEach { $0.cancel() }
        requests = []
        extras.cancel()
        if freshness == .refreshNow { commentPieces.removeAll() }
        pending = 3
        setStatus(freshness == .refreshNow ? "refreshing…" : "loading the conversation…", .busy)
        requests.append(conversationUsecase.fetchIssue(fullName: fullName, number: number, freshness: freshness) {
            [weak self] answer in
            self?.issueDidAnswer(answer)
        })
        fetchComments(page: 1, freshness: freshness)
        fetchEvents(page: 1, freshness: freshness)
        display(evenWhileTaking: true)
    }

    private func fetchComments(page: Int, freshness: AnswerFreshness) {
        requests.append(conversationUsecase.fetchComments(fullName: fullName, number: number, page: page,
                                                          perPage: Self.perPage, freshness: freshness) {
            [weak self] answer in
            self?.pageDidAnswer(answer, freshness: freshness) { presenter, items in
                presenter.commentPages[page] = items
            } next: { presenter, next in
                presenter.fetchComments(page: next, freshness: freshness)
            }
        })
    }

    private func fetchEvents(page: Int, freshness: AnswerFreshness) {
        requests.append(conversationUsecase.fetchTimeline(fullName: fullName, number: number, page: page,
                                                          perPage: Self.perPage, freshness: freshness) {
            [weak self] answer in
            self?.pageDidAnswer(answer, freshness: freshness) { presenter, items in
                presenter.eventPages[page] = items
            } next: { presenter, next in
                presenter.fetchEvents(page: next, freshness: freshness)
            }
        })
    }

    /// A page of comments or events: kept, and the next one asked for once this one is fresh.
    /// A failure keeps what is shown.
    private func pageDidAnswer<Item>(_ answer: Result<CachedThenFresh<PagedAnswer<Item>>, GitHubError>,
                                     freshness: AnswerFreshness, keep: (IssueViewPresenter, [Item]) -> Void,
                                     next: (IssueViewPresenter, Int) -> Void) {
        taking += 1
        defer { taking -= 1 }
        switch answer {
        case .success(let stage):
            keep(self, stage.value.items)
            if case .fresh = stage {
                if let nextPage = stage.value.nextPage {
                    next(self, nextPage)
                } else {
                    finishRequest()
                }
            }
        case .failure(let error):
            finishRequest()
            // Shown from the cache, the cache's sentence ("offline — showing …") already says it.
            if issue != nil, cachedAt == nil {
                setStatus("could not load all of the conversation: \(sentence(error))", .warning)
            }
        }
        display(evenWhileTaking: taking == 1)
    }

    private func issueDidAnswer(_ answer: Result<CachedThenFresh<Issue>, GitHubError>) {
        let now = services.dateProvider.now
        switch answer {
        case .success(.cached(let value, let fetchedAt, _)):
            issue = value
            askForPullRequest()
            cachedAt = fetchedAt
            setStatus(CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now), .busy)
        case .success(.fresh(let value, _)):
            issue = value
            askForPullRequest()
            cachedAt = nil
            failure = nil
            finishRequest()
        case .failure(let error):
            finishRequest()
            if issue == nil {
                failure = "Could not load #\(number): \(sentence(error))"
                setStatus("could not load #\(number)", .error)
            } else {
                let shownAt = cachedAt ?? now
                cachedAt = shownAt
                setStatus(CacheAgeSentence.unavailable(error, what: "the conversation", fetchedAt: shownAt, now: now,
                                                       hasToken: services.hasToken), .warning)
            }
        }
        display()
    }

    /// A pull request's conversation also says its branches, size, reviews and checks, and shows
    /// its reviews and review comments: asked for once the issue says it is one.
    private func askForPullRequest() {
        if issue?.isPullRequest == true { extras.load(.cachedThenFresh) }
    }

    /// One request has given its last answer; with none left, the key hints come back (unless
    /// something was said about a failure).
    private func finishRequest() {
        pending = max(pending - 1, 0)
        if pending == 0, cachedAt == nil, statusTone == .busy { showKeyHints() }
    }

    // MARK: Showing

    /// Every comment loaded, oldest first (the pages in order).
    private var comments: [IssueComment] {
        if let joinedComments { return joinedComments }
        var joined: [IssueComment] = []
        for page in commentPages.keys.sorted() { joined += commentPages[page] ?? [] }
        joinedComments = joined
        return joined
    }

    private func open(_ url: String) {
        services.browser.open(url: url) { [weak self] text, tone in self?.say(text, tone) }
    }

    private func say(_ text: String, _ tone: StatusTone) {
        setStatus(text, tone)
        display()
    }

    private func sentence(_ error: GitHubError) -> String {
        services.sentence(for: error)
    }

    private func setStatus(_ text: String, _ tone: StatusTone) {
        notice = text
        statusTone = tone
    }

    private func showKeyHints() {
        notice = nil
        statusTone = .normal
    }

    /// Shows the conversation, unless an answer is being taken in (the outermost one shows it)
    /// and `evenWhileTaking` is false.
    private func display(evenWhileTaking: Bool = false) {
        guard taking == 0 || evenWhileTaking else { return }
        var status = StatusLine()
        if let notice { status.append(notice, .essential) }
        let comments = comments
        if issue != nil {
            status.append(comments.count == 1 ? "1 comment" : "\(CompactNumber.grouped(comments.count)) comments",
                          .counts)
        }
        if notice == nil { status.append(keyHints: keyHints) }
        var model = IssueViewModel(title: BreadcrumbText.fit(trail, toWidth: max(columns - BreadcrumbText.column, 1)),
                                   status: status.fitted(toWidth: columns),
                                   statusTone: notice == nil ? .normal : statusTone)
        if let issue {
            let events = eventPages.keys.sorted().flatMap { eventPages[$0] ?? [] }
            model.conversation = IssueConversation.pieces(issue: issue, comments: comments, events: events,
                                                          pullRequestLines: extras.factLines,
                                                          reviews: ReviewThread(reviews: extras.reviews,
                                                                                comments: extras.reviewComments),
                                                          bodies: bodies, made: commentPieces, now: services.dateProvider.now)
            model.isPullRequest = issue.isPullRequest
        } else if let failure {
            model.conversation = ConversationPieces([.lines([IssueLine(failure, .note)])])
        } else {
            model.conversation = ConversationPieces([.lines([IssueLine("Loading #\(number)…", .note)])])
        }
        view?.display(model)
    }
}
