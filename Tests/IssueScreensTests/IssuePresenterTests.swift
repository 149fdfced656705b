import Foundation
import Entities
import IssuePresenter
import Markdown
import PresentationKit
import TestSupport
import Testing
import Usecases

@MainActor
@Suite struct IssuePresenterTests {
    private let view = IssueViewSpy()
    private let router = RouteWireframeSpy()
    private let usecase = ConversationUsecaseMock()
    private let browser = OpenURLUsecaseMock()
    private let presenter: IssueViewPresenter

    init() {
        presenter = IssueViewPresenter(fullName: "o/r", number: 7, trail: ["github", "o/r", "issues", "#7"], view: view,
                                       router: router, conversationUsecase: usecase, openURLUsecase: browser,
                                       dateProvider: FixedDateProvider(now: SampleIssues.now), hasToken: false)
        presenter.viewDidLoad(keyHints: ["n next comment", "o browser"])
    }

    /// Every line of the conversation that is not Markdown, and each body's first block's text.
    private var texts: [String] {
        view.last.pieces.flatMap { piece -> [String] in
            switch piece {
            case .lines(let lines): return lines.map(\.text)
            case .markdown(let document): return ["md: " + document.plainTextPrefix]
            }
        }
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
