#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Markdown
import PresentationKit
import RepositoryBrowsing
import TextCells
import Usecases

/// One commit: asked for once (what a SHA names never changes, so a stored copy is shown and
/// not asked for again), laid out as message, people, stats, files and coloured patches;
/// `o` opens it on github.com.
@MainActor
public final class CommitDetailViewPresenter: CommitDetailViewPresentation, ScreenPresenting {
    private weak var view: CommitDetailDisplay?
    private let router: CommitDetailWireframe
    private let usecase: CommitDetailUsecase
    private let services: ScreenServices
    private let fullName: String
    private let sha: String
    /// The breadcrumb's steps, fitted when shown.
    private let crumbs: [String]

    private var answer: CommitDetailAnswer?
    private var laidOut: (lines: CommitDetailLines, fileStarts: [Int]) = ([], [])
    private var inFlight: Cancellable?
    /// When the cached copy on screen was stored, while GitHub's answer is awaited.
    private var cachedAt: Date?
    public var screen = ScreenState()
    private var columns: Int { screen.width.columns }
    private var notice: (text: String, tone: StatusTone)?
    /// The message's links: a reference opens its screen in ghbrowse, any other address the browser.
    private lazy var links = DocumentLinkResponder(
        missingHeading: "the message has no heading", scrollToHeading: { _ in false },
        open: { [weak self] url in
            self?.services.browser.open(url: url) { text, tone in
                self?.notice = (text, tone)
                self?.display()
            }
        },
        say: { [weak self] text, tone in
            self?.notice = (text, tone)
            self?.display()
        },
        show: { [weak self] in self?.router.show($0) })

    /// - Parameter trail: the breadcrumb (`github`, `junegunn/fzf`, `commits`, `abc1234`).
    public init(fullName: String, sha: String, trail: [String], view: CommitDetailDisplay, router: CommitDetailWireframe,
                usecase: CommitDetailUsecase, services: ScreenServices) {
        self.fullName = fullName
        self.sha = sha
        self.view = view
        self.router = router
        self.usecase = usecase
        self.services = services
        crumbs = trail.isEmpty ? [fullName, String(sha.prefix(7))] : trail
    }

    // MARK: CommitDetailViewPresentation

    public func load(_ freshness: AnswerFreshness) {
        notice = ("loading the commit…", .busy)
        display()
        inFlight = usecase.fetchCommit(fullName: fullName, sha: sha, freshness: freshness) { [weak self] result in
            self?.commitDidAnswer(result)
        }
    }

    public func didRequest(_ command: CommitDetailCommand) {
        switch command {
        case .openInBrowser: openInBrowser()
        case .copyLink:
            services.clipboard.copy(url: GitHubWebURL.commit(fullName, sha: sha), what: "the commit's link") {
                [weak self] text, tone in
                self?.notice = (text, tone)
                self?.display()
            }
        }
    }

    public func didSelectLink(target: String, url: String) {
        links.didSelectLink(target: target, destination: .web(url))
    }

    public func didFollowLink(target: String, url: String) {
        links.didActivateLink(target: target, destination: .web(url))
    }

    public func didRequestLinkWithoutLinks() {
        links.didRequestLinkWithoutLinks()
    }

    private func openInBrowser() {
        services.browser.open(url: webAddress) { [weak self] text, tone in
            self?.notice = (text, tone)
            self?.display()
        }
    }

    /// GitHub's `html_url` for the commit when it is a web address, else github.com's (the SHA,
    /// which may come from GitHub's text, one percent-encoded path segment).
    var webAddress: String {
        if let url = answer?.detail.commit.htmlURL, url.hasPrefix("https://") || url.hasPrefix("http://") {
            return url
        }
        return GitHubWebURL.commit(fullName, sha: sha)
    }

    // MARK: Answers

    private func commitDidAnswer(_ result: Result<CachedThenFresh<CommitDetailAnswer>, GitHubError>) {
        let now = services.dateProvider.now
        switch result {
        case .success(.cached(let value, let fetchedAt, _)):
            show(value)
            cachedAt = fetchedAt
            notice = (CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now), .busy)
        case .success(.fresh(let value, _)):
            inFlight = nil
            cachedAt = nil
            show(value)
            notice = nil
        case .failure(let error):
            inFlight = nil
            notice = CacheAgeSentence.failed(error, what: "the commit", shownAt: cachedAt, now: now,
                                             hasToken: services.hasToken)
            cachedAt = nil
        }
        display()
    }

    private func show(_ value: CommitDetailAnswer) {
        guard value != answer else { return }
        answer = value
        laidOut = CommitDetailLayout.lines(for: value, now: services.dateProvider.now, fullName: fullName)
    }

    // MARK: Showing

    public func display() {
        var line = StatusLine()
        if let notice { line.append(notice.text, .essential) }
        if let answer {
            let files = answer.detail.files.count
            line.append(files == 1 ? "1 file" : "\(CompactNumber.grouped(files)) files", .counts)
        }
        line.append(keyHints: screen.keyHints)
        let budget = RateBudget(answer?.rateLimit, resource: "core")
        line.append(budget: budget)
        view?.display(CommitDetailViewModel(title: BreadcrumbText.fit(crumbs, toWidth: max(columns - BreadcrumbText.column, 1)), lines: laidOut.lines, fileStarts: laidOut.fileStarts,
                                            status: line.fitted(toWidth: columns),
                                            statusTone: notice?.tone ?? .normal))
    }
}
