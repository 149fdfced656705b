import Entities
import IssuePresenter
import PresentationKit
import TestSupport
import Testing
import Usecases

/// A long conversation arriving page by page: shown once when the pages are answered at once,
/// each body parsed only when the View lays it out, each comment's pieces made once.
@MainActor
@Suite struct ConversationPagesTests {
    private let view = IssueViewSpy()
    private let router = RouteWireframeSpy()
    private let browser = OpenURLUsecaseMock()
    private let pulls = PullRequestUsecaseMock()

    private func presenter(_ usecase: IssueConversationUsecase) -> IssueViewPresenter {
        IssueViewPresenter(fullName: "o/r", number: 7, trail: ["github", "o/r", "issues", "#7"], view: view,
                           router: router, conversationUsecase: usecase, pullRequestUsecase: pulls,
                           checksUsecase: pulls,
                           services: .doubles(browser: browser, clipboard: ClipboardUsecaseMock(),
                                              dateProvider: FixedDateProvider(now: SampleIssues.now), hasToken: false))
    }

    private static func sources(_ model: IssueViewModel) -> [MarkdownSource] {
        model.pieces.compactMap { piece in
            if case .markdown(let source) = piece { return source }
            return nil
        }
    }

    @Test func pagesAnsweredAtOnceShowTheConversationOnceWithEveryComment() {
        let comments = (1...250).map { SampleIssues.comment($0, by: "u\($0)", "Comment \($0).", daysAgo: 300 - Double($0)) }
        let usecase = ConversationUsecaseMock()
        usecase.issueAtOnce = SampleIssues.issue(7, comments: 250)
        usecase.commentPagesAtOnce = [SampleIssues.page(Array(comments[0..<100]), next: 2),
                                      SampleIssues.page(Array(comments[100..<200]), page: 2, next: 3),
                                      SampleIssues.page(Array(comments[200...]), page: 3)]
        let presenter = presenter(usecase)
        presenter.viewDidLoad(keyHints: ["n next comment"])
        #expect(view.models.count == 1)
        #expect(view.last.commentStarts.count == 250)
        #expect(view.last.status.hasPrefix("250 comments"))
        #expect(Self.sources(view.last).allSatisfy { !$0.isParsed }, "nothing parsed before the View lays it out")
    }

    @Test func aPageArrivingKeepsTheBodiesAndPiecesOfThoseBefore() throws {
        let usecase = ConversationUsecaseMock()
        let presenter = presenter(usecase)
        presenter.viewDidLoad(keyHints: [])
        usecase.issueCalls[0].completion(.success(.fresh(SampleIssues.issue(7), source: .network)))
        usecase.commentCalls[0].completion(.success(.fresh(SampleIssues.page([
            SampleIssues.comment(1, by: "ada", "First **one**.", daysAgo: 3)], next: 2), source: .network)))
        let first = try #require(Self.sources(view.last).last)
        #expect(first.text == "First **one**.")
        #expect(!first.document.blocks.isEmpty)
        usecase.commentCalls[1].completion(.success(.fresh(SampleIssues.page([
            SampleIssues.comment(2, by: "bob", "Second.", daysAgo: 2)], page: 2), source: .network)))
        let sources = Self.sources(view.last)
        #expect(sources.count == 3, "the issue's body and two comments")
        #expect(sources[1] === first, "the first comment's body is the same, parsed once")
        #expect(first.isParsed && !sources[2].isParsed)
    }
}
