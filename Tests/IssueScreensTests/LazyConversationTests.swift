import Foundation
import Entities
import IssuePresenter
import IssueView
import PresentationKit
import ScreenKit
import TerminalUI
import Testing
import TestSupport
import Usecases

/// The conversation handed to the View as a source of pieces made on demand reads exactly as the
/// same pieces made and laid out whole: the order of comments, events, reviews and review
/// comments is a stable sort by date, and the rows of the first screens, after `G`, `n`, `N`,
/// Tab and `/` are those of the whole layout. Random pull-request conversations, seeded.
@MainActor
@Suite struct LazyConversationTests {
    private static let size = TerminalSize(rows: 14, columns: 64)

    /// A random conversation: its parts, each as GitHub would list it, and who wrote each one.
    private struct Conversation {
        var comments: [IssueComment] = []
        var events: [TimelineEvent] = []
        var reviews: [PullRequestReview] = []
        var reviewComments: [ReviewComment] = []

        /// Each entry's author (its marker) in the order a stable sort by date gives: the runs one
        /// after the other, an undated entry taking the date before it in its run; pending reviews
        /// left out.
        var expectedOrder: [String] {
            var entries: [(login: String, date: Double, rank: Int)] = []
            func add(_ run: [(login: String, date: Date?, shown: Bool)]) {
                var last = -Double.infinity
                for item in run {
                    if let date = item.date { last = date.timeIntervalSinceReferenceDate }
                    if item.shown { entries.append((item.login, last, entries.count)) }
                }
            }
            add(comments.map { ($0.user?.login ?? "", $0.createdAt, true) })
            // An event ghbrowse does not show is not in its run at all (it gives no date to the next).
            add(events.filter { event in
                if case .unknown = event.kind { return false }
                return true
            }.map { ($0.actor?.login ?? "", $0.createdAt, true) })
            add(reviews.map { ($0.user?.login ?? "", $0.submittedAt, $0.state != "PENDING") })
            add(reviewComments.map { ($0.user?.login ?? "", $0.createdAt, true) })
            return entries.sorted { ($0.date, $0.rank) < ($1.date, $1.rank) }.map(\.login)
        }

        init(seed: UInt64, comments count: Int) {
            var random = SeededRandom(seed: seed)
            /// Hours before now, falling: ties happen, and now and then no date at all.
            func dates(_ count: Int, sorted: Bool) -> [Date?] {
                var hours = (0..<count).map { _ in Double(Int.random(in: 0..<(count * 2 + 4), using: &random)) }
                if sorted { hours.sort(by: >) }
                return hours.map { hours in
                    Int.random(in: 0..<15, using: &random) == 0 ? nil : SampleIssues.now.addingTimeInterval(-hours * 3_600)
                }
            }
            let words = ["Short.", "A longer comment that wraps over more than one row of the screen, with **bold** text.",
                         "See [the docs](https://example.com/docs) and #12.", "   ",
                         "- one\n- two\n- three\n\n```swift\nlet x = 1\n```", "Paragraph one.\n\nParagraph two."]
            comments = dates(count, sorted: true).enumerated().map { index, date in
                let reacted = Int.random(in: 0..<4, using: &random) == 0
                return IssueComment(id: index + 1, user: User(login: "c\(index)", id: index + 1),
                                    body: words[Int.random(in: 0..<words.count, using: &random)], createdAt: date,
                                    reactions: reacted ? Reactions(totalCount: 2, plusOne: 1, heart: 1) : nil)
            }
            events = dates(count / 3, sorted: true).enumerated().map { index, date in
                let kinds: [TimelineEvent.Kind] = [.labeled(IssueLabel(name: "bug")), .reopened, .unknown("subscribed"),
                                                   .closed(commitID: nil)]
                return TimelineEvent(kind: kinds[Int.random(in: 0..<kinds.count, using: &random)],
                                     actor: User(login: "e\(index)", id: index + 1), createdAt: date)
            }
            // Reviews in order; review comments as GitHub lists them, by thread, not by date.
            reviews = dates(count / 5, sorted: true).enumerated().map { index, date in
                let states = ["APPROVED", "COMMENTED", "CHANGES_REQUESTED", "PENDING"]
                return PullRequestReview(id: index + 1, user: User(login: "r\(index)", id: index + 1),
                                         state: states[Int.random(in: 0..<states.count, using: &random)],
                                         body: Int.random(in: 0..<2, using: &random) == 0 ? "" : "Review body \(index).",
                                         submittedAt: date)
            }
            reviewComments = dates(count / 5, sorted: false).enumerated().map { index, date in
                ReviewComment(id: index + 1, user: User(login: "v\(index)", id: index + 1), body: "Why line \(index)?",
                              path: "src/f\(index).swift", line: index + 1,
                              diffHunk: "@@ -1,2 +1,2 @@\n context\n-old\n+new", createdAt: date)
            }
        }
    }

    /// The model the Presenter shows once every part of `conversation` is in.
    private static func model(of conversation: Conversation) -> IssueViewModel {
        let view = IssueViewSpy()
        let usecase = ConversationUsecaseMock()
        let pulls = PullRequestUsecaseMock()
        let presenter = IssueViewPresenter(
            fullName: "o/r", number: 7, trail: ["github", "o/r", "pull requests", "#7"], view: view,
            router: RouteWireframeSpy(), conversationUsecase: usecase, pullRequestUsecase: pulls, checksUsecase: pulls,
            services: .doubles(browser: OpenURLUsecaseMock(), clipboard: ClipboardUsecaseMock(),
                               dateProvider: FixedDateProvider(now: SampleIssues.now), hasToken: false))
        presenter.viewDidLoad(keyHints: [])
        var issue = SampleIssues.issue(7, comments: conversation.comments.count)
        issue.isPullRequest = true
        usecase.issueCalls[0].completion(.success(.fresh(issue, source: .network)))
        let comments = conversation.comments
        let pages = stride(from: 0, to: comments.count, by: 100).map { Array(comments[$0..<min($0 + 100, comments.count)]) }
        for (index, page) in pages.enumerated() {
            usecase.commentCalls[index].completion(.success(.fresh(SampleIssues.page(
                page, page: index + 1, next: index + 1 < pages.count ? index + 2 : nil), source: .network)))
        }
        usecase.eventCalls[0].completion(.success(.fresh(SampleIssues.page(conversation.events), source: .network)))
        pulls.reviewCalls[0](.success(.fresh(SampleIssues.page(conversation.reviews), source: .network)))
        pulls.reviewCommentCalls[0].completion(.success(.fresh(SampleIssues.page(conversation.reviewComments),
                                                               source: .network)))
        return view.last
    }

    /// Who wrote each comment, event and review in `pieces`, in order.
    private static func authors(_ pieces: [IssuePiece]) -> [String] {
        pieces.flatMap { piece -> [String] in
            guard case .lines(let lines) = piece else { return [] }
            return lines.compactMap { line -> String? in
                switch line.role {
                case .commentHeader, .event:
                    guard let at = line.text.firstIndex(of: "@") else { return nil }
                    return String(line.text[line.text.index(after: at)...].prefix { $0 != " " })
                default: return nil
                }
            }
        }
    }

    /// A conversation screen showing `model`, at `size`.
    private static func screen(_ model: IssueViewModel) -> IssueViewController {
        let controller = IssueViewController(bindings: KeyBindings(sections: IssueKeys.sections + TextFindKeys.sections))
        controller.presenter = ConversationPresenterSpy()
        controller.didAppear(size: size)
        controller.display(model)
        return controller
    }

    @Test(arguments: [UInt64(1), 2, 3, 26])
    func theOrderIsAStableSortByDateOfEveryPart(seed: UInt64) {
        let conversation = Conversation(seed: seed, comments: 120)
        let model = Self.model(of: conversation)
        #expect(Self.authors(model.pieces) == conversation.expectedOrder)
        let starts = model.commentStarts.map { Self.authors([model.pieces[$0]]).first ?? "" }
        #expect(starts == conversation.expectedOrder.filter { $0.hasPrefix("c") || $0.hasPrefix("v") },
                "n and N stop at every comment and review comment, in order")
    }

    @Test func theFirstScreenMakesOnlyThePiecesNearTheTop() {
        let model = Self.model(of: Conversation(seed: 5, comments: 500))
        let controller = Self.screen(model)
        _ = ScreenKeyPresses.redraw(controller, on: InMemorySurface(rows: Self.size.rows, columns: Self.size.columns))
        let made = (0..<model.conversation.count).filter(model.conversation.isMade)
        #expect(made.count < 40, "\(made.count) of \(model.conversation.count) pieces made")
        #expect(!model.conversation.isMade(model.conversation.count - 1))
    }

    @Test(arguments: [UInt64(7), 8, 9])
    func theScreensReadAsTheWholeLayoutDoes(seed: UInt64) {
        let lazy = Self.model(of: Conversation(seed: seed, comments: 300))
        let lazyScreen = Self.screen(lazy)
        let whole = IssueViewModel(title: lazy.title, pieces: lazy.pieces, commentStarts: lazy.commentStarts,
                                   status: lazy.status, isPullRequest: true)
        let wholeScreen = Self.screen(whole)
        wholeScreen.pane.body.prepare(throughRow: .max)
        let lazySurface = InMemorySurface(rows: Self.size.rows, columns: Self.size.columns)
        let wholeSurface = InMemorySurface(rows: Self.size.rows, columns: Self.size.columns)
        #expect(ScreenKeyPresses.redraw(lazyScreen, on: lazySurface) == ScreenKeyPresses.redraw(wholeScreen, on: wholeSurface),
                "the first screen")
        let steps: [[KeyPress]] = [[.pageDown], [.pageDown, .pageDown], [.character("n")], [.character("n"), .character("n")],
                                   [.character("N")], [.tab], [.character("G")], [.character("N"), .character("N")],
                                   [.character("g")], [.tab, .tab], [.character("/")] + "Paragraph two".map(KeyPress.character)
                                       + [.enter], [.character("n")]]
        for keys in steps {
            #expect(ScreenKeyPresses.press(keys, on: lazyScreen) == ScreenKeyPresses.press(keys, on: wholeScreen))
            #expect(ScreenKeyPresses.redraw(lazyScreen, on: lazySurface)
                        == ScreenKeyPresses.redraw(wholeScreen, on: wholeSurface), "after \(keys)")
        }
        let rows = wholeScreen.pane.body.rowCount
        #expect(lazyScreen.pane.body.rowCount == rows)
        #expect((0..<rows).allSatisfy { lazyScreen.pane.body.runs($0) == wholeScreen.pane.body.runs($0) },
                "every row, once read to the end")
        #expect(lazyScreen.pane.body.links.count == wholeScreen.pane.body.links.count)
    }
}
