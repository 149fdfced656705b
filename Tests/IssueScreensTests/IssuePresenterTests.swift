import Foundation
import Entities
import IssuePresenter
import Markdown
import PresentationKit
import RepositoryBrowsing
import TestSupport
import Testing
import Usecases

@MainActor
@Suite struct IssuePresenterTests {
    private let view = IssueViewSpy()
    private let router = RouteWireframeSpy()
    private let usecase = ConversationUsecaseMock()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()
    private let pulls = PullRequestUsecaseMock()
    private let presenter: IssueViewPresenter

    init() {
        presenter = IssueViewPresenter(fullName: "o/r", number: 7, trail: ["github", "o/r", "issues", "#7"], view: view,
                                       router: router, conversationUsecase: usecase, pullRequestUsecase: pulls,
                                       checksUsecase: pulls,
                                       services: .doubles(browser: browser, clipboard: clipboard,
                                                          dateProvider: FixedDateProvider(now: SampleIssues.now), hasToken: false))
        presenter.viewDidLoad(keyHints: ["n next comment", "o browser"])
    }

    /// Every line of the conversation that is not Markdown, and each body's first block's text.
    private var texts: [String] {
        view.last.pieces.flatMap { piece -> [String] in
            switch piece {
            case .lines(let lines): return lines.map(\.text)
            case .markdown(let source): return ["md: " + source.document.plainTextPrefix]
            case .diff(let lines): return lines.map { "diff: " + $0.text }
            }
        }
    }

    @Test func yCopiesTheIssuesLinkMadeFromItsNumber() {
        presenter.didRequest(.copyLink)
        #expect(clipboard.copiedTexts == ["https://github.com/o/r/issues/7"])
        #expect(view.last.status.hasPrefix("copied the issue's link: https://github.com/o/r/issues/7"))
    }

    @Test func asksForTheIssueItsCommentsAndItsTimelineFromTheCacheThenGitHub() {
        #expect(usecase.issueCalls.map(\.freshness) == [.cachedThenFresh])
        #expect(usecase.commentCalls.map(\.page) == [1])
        #expect(usecase.eventCalls.map(\.page) == [1])
        #expect(texts == ["Loading #7…"])
    }

    @Test func theConversationIsTheFactsTheBodyThenCommentsAndEventsInTheOrderTheyHappened() {
        let issue = SampleIssues.issue(7, labels: ["bug"], comments: 2, body: "It **crashes**.")
        usecase.issueCalls[0].completion(.success(.fresh(issue, source: .network)))
        usecase.commentCalls[0].completion(.success(.fresh(SampleIssues.page([
            SampleIssues.comment(1, by: "ada", "Same here.", daysAgo: 5),
            SampleIssues.comment(2, by: "bob", "Fixed in main.", daysAgo: 1),
        ]), source: .network)))
        usecase.eventCalls[0].completion(.success(.fresh(SampleIssues.page([
            TimelineEvent(kind: .labeled(IssueLabel(name: "bug")), actor: User(login: "ada", id: 1),
                          createdAt: SampleIssues.daysAgo(4)),
            TimelineEvent(kind: .unknown("subscribed"), actor: User(login: "ada", id: 1), createdAt: SampleIssues.daysAgo(4)),
            TimelineEvent(kind: .closed(commitID: "abcdef123456"), actor: User(login: "bob", id: 2),
                          createdAt: SampleIssues.daysAgo(0.5)),
        ]), source: .network)))
        let texts = texts
        #expect(texts.first == "Crash on start #7")
        #expect(texts.contains("● open · @octocat opened 10 days ago · updated 3 days ago"))
        #expect(texts.contains("Labels: bug"))
        #expect(texts.contains("md: It crashes."))
        let order = ["── @ada · 5 days ago", "• @ada added the label bug · 4 days ago", "── @bob · 1 day ago",
                     "• @bob closed this in abcdef1 · 12 hours ago"].map { texts.firstIndex(of: $0) }
        #expect(order.allSatisfy { $0 != nil }, "\(texts)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(!texts.contains { $0.contains("subscribed") }, "an event ghbrowse does not know is left out")
        #expect(view.last.commentStarts.count == 2)
        #expect(view.last.status.hasPrefix("2 comments · n next comment"))
    }

    @Test func everyPageOfCommentsIsFetchedOnceTheOneBeforeIsFresh() {
        usecase.issueCalls[0].completion(.success(.fresh(SampleIssues.issue(7), source: .network)))
        usecase.commentCalls[0].completion(.success(.fresh(SampleIssues.page([SampleIssues.comment(1, by: "a", "one",
                                                                                                   daysAgo: 3)], next: 2),
                                                           source: .network)))
        #expect(usecase.commentCalls.map(\.page) == [1, 2])
        usecase.commentCalls[1].completion(.success(.fresh(SampleIssues.page([SampleIssues.comment(2, by: "b", "two",
                                                                                                   daysAgo: 2)], page: 2),
                                                           source: .network)))
        #expect(usecase.commentCalls.count == 2)
        #expect(texts.contains("── @b · 2 days ago"))
    }

    @Test func githubTextIsMadeSafe() {
        let issue = SampleIssues.issue(7, title: "evil\u{1B}[2J\u{202E} title", labels: ["x\u{1B}]52;c;aGk=\u{07}"])
        usecase.issueCalls[0].completion(.success(.fresh(issue, source: .network)))
        usecase.commentCalls[0].completion(.success(.fresh(SampleIssues.page([
            SampleIssues.comment(1, by: "m\u{1B}[31mallory", "hi", daysAgo: 1)]), source: .network)))
        #expect(!texts.contains { $0.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{07}" } })
    }

    @Test func referencesInABodyAreLinksToTheRepositorysIssuesThatOpenInGhbrowse() {
        usecase.issueCalls[0].completion(.success(.fresh(SampleIssues.issue(7), source: .network)))
        usecase.commentCalls[0].completion(.success(.fresh(SampleIssues.page([
            SampleIssues.comment(1, by: "ada", "Fixed by #12 and GH-3, not abc#4, `#5` or &#38;", daysAgo: 1),
        ]), source: .network)))
        let documents = view.last.pieces.compactMap { piece -> MarkdownDocument? in
            if case .markdown(let source) = piece { return source.document }
            return nil
        }
        let links = documents.flatMap(\.links)
        #expect(links.map(\.target) == ["#12", "GH-3"])
        #expect(links.first?.destination == .web("https://github.com/o/r/issues/12"))
        presenter.didActivateLink(target: "#12", destination: .web("https://github.com/o/r/issues/12"))
        presenter.didActivateLink(target: "c", destination: .web("https://github.com/o/r/commit/abcdef1"))
        presenter.didActivateLink(target: "x", destination: .web("https://example.com/"))
        #expect(router.shown == [.issue(fullName: "o/r", number: 12), .commit(fullName: "o/r", sha: "abcdef1")])
        #expect(browser.openedURLs == ["https://example.com/"])
    }

    @Test func aPullRequestSaysItsBranchesSizeReviewsAndChecks() {
        var issue = SampleIssues.issue(7)
        usecase.issueCalls[0].completion(.success(.fresh(issue, source: .network)))
        #expect(pulls.pullCalls.isEmpty, "an issue asks for no pull request")
        issue.isPullRequest = true
        usecase.issueCalls[0].completion(.success(.fresh(issue, source: .network)))
        #expect(pulls.pullCalls.count == 1 && pulls.reviewCalls.count == 1)
        let pull = PullRequest(number: 7, title: "Add it", state: "open", head: PullRequestBranch(ref: "feature", sha: "abc123"),
                               base: PullRequestBranch(ref: "main", sha: "def"), mergeableState: "clean", commits: 3,
                               additions: 120, deletions: 4, changedFiles: 5,
                               requestedReviewers: [User(login: "carol", id: 3)])
        pulls.pullCalls[0](.success(.fresh(pull, source: .network)))
        #expect(pulls.checkCalls.map(\.ref) == ["abc123"])
        pulls.reviewCalls[0](.success(.fresh(SampleIssues.page([
            PullRequestReview(id: 1, user: User(login: "ada", id: 1), state: "CHANGES_REQUESTED"),
            PullRequestReview(id: 2, user: User(login: "bob", id: 2), state: "APPROVED"),
            PullRequestReview(id: 3, user: User(login: "ada", id: 1), state: "COMMENTED"),
        ]), source: .network)))
        pulls.checkCalls[0].completion(.success(.fresh(SampleIssues.page([
            CheckRun(id: 1, name: "test (3.8)", status: "completed", conclusion: "failure"),
            CheckRun(id: 2, name: "lint", status: "completed", conclusion: "success"),
            CheckRun(id: 3, name: "docs", status: "in_progress"),
        ]), source: .network)))
        let texts = texts
        #expect(texts.contains("feature → main · 3 commits · +120 −4 in 5 files · mergeable"), "\(texts)")
        #expect(texts.contains("Reviews: @ada changes requested, @bob approved"))
        #expect(texts.contains("Review asked of: @carol"))
        #expect(texts.contains("Checks: ✓ 1 · ✗ 1 · ● 1 — failing: test (3.8)"))
    }

    @Test func aPullRequestsReviewsAndReviewCommentsAreInPlaceEachCommentWithItsHunkAsADiff() {
        var issue = SampleIssues.issue(7)
        issue.isPullRequest = true
        usecase.issueCalls[0].completion(.success(.fresh(issue, source: .network)))
        usecase.commentCalls[0].completion(.success(.fresh(SampleIssues.page([
            SampleIssues.comment(1, by: "carol", "Looks close.", daysAgo: 4),
        ]), source: .network)))
        #expect(pulls.reviewCommentCalls.map(\.page) == [1])
        pulls.reviewCalls[0](.success(.fresh(SampleIssues.page([
            PullRequestReview(id: 1, user: User(login: "ada", id: 1), state: "APPROVED", submittedAt: SampleIssues.daysAgo(1)),
            PullRequestReview(id: 2, user: User(login: "bob", id: 2), state: "PENDING", submittedAt: SampleIssues.daysAgo(1)),
        ]), source: .network)))
        pulls.reviewCommentCalls[0].completion(.success(.fresh(SampleIssues.page([
            ReviewComment(id: 5, user: User(login: "bob", id: 2), body: "Why this?", path: "src/a\u{1B}[2J.swift", line: 11,
                          diffHunk: "@@ -10,3 +10,3 @@ func f()\n context\n-old\n+new", createdAt: SampleIssues.daysAgo(3)),
        ], next: 2), source: .network)))
        #expect(pulls.reviewCommentCalls.map(\.page) == [1, 2], "every page of review comments")
        let texts = texts
        let comment = texts.firstIndex(of: "── @carol · 4 days ago") ?? -1
        let review = texts.firstIndex { $0.hasPrefix("── @bob on src/a") && $0.hasSuffix(".swift:11 · 3 days ago") } ?? -1
        #expect(!texts.contains { $0.contains("\u{1B}") }, "the path is made safe")
        let approval = texts.firstIndex(of: "• @ada approved these changes · 1 day ago") ?? -1
        #expect(comment >= 0 && review > comment && approval > review, "in the order they happened: \(texts)")
        #expect(Array(texts[(review + 1)...].prefix(5)) == ["diff: @@ -10,3 +10,3 @@ func f()", "diff:  context", "diff: -old",
                                                             "diff: +new", "md: Why this?"])
        #expect(!texts.contains { $0.contains("@bob") && $0.contains("reviewed") }, "a pending review is its author's draft")
        let hunk = view.last.pieces.compactMap { piece -> [DiffTextLine]? in
            if case .diff(let lines) = piece { return lines }
            return nil
        }.first ?? []
        #expect(hunk.map { $0.runs.first?.role } == [.hunk, .plain, .deletion, .addition])
        #expect(view.last.commentStarts.count == 2, "n and N stop at review comments too")
    }

    @Test func oOpensTheIssueAndAFailureIsASentence() {
        presenter.didRequest(.openInBrowser)
        #expect(browser.openedURLs == ["https://github.com/o/r/issues/7"])
        usecase.issueCalls[0].completion(.failure(.notFound(message: "Not Found")))
        #expect(texts.first?.hasPrefix("Could not load #7") == true)
        #expect(view.last.statusTone == .error)
    }
}

private extension MarkdownDocument {
    /// The text of the first block's spans, for a test to recognise the document.
    var plainTextPrefix: String {
        guard case .paragraph(let spans)? = blocks.first else { return "" }
        return spans.map(\.text).joined()
    }
}
