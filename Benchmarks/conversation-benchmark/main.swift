// conversation-benchmark [COMMENTS]
//
// Issue 26's conversation figures, in-process on the in-memory surface (100 x 50): an issue with
// COMMENTS comments (default 500: PyGithub#1136's recorded comments taken in turn, each with its
// own number, from shared/fixtures/github-conversation) answered at once as from the cache, then
// - Enter → its first screen drawn, against the same for the issue with no comments (medians);
// - key → redraw (j, PgDn, n, N, G, g in turn): median and slowest;
// - the resident set it adds, and then with every comment laid out (after the keys, G among them).
// Times are the thread's CPU time, each open up to its first screen (the screen before it freed
// after the timing, as Esc frees it in ghbrowse). Prints figures; never fails on a time.
import APIClient
import BenchmarkSupport
import Entities
import Foundation
import IssuePresenter
import IssueView
import PresentationKit
import Routes
import TerminalUI
import Usecases

/// The conversation fixtures' folder, found from the working directory up.
func fixtures() -> String? {
    var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("shared/fixtures/github-conversation").path
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
        directory.deleteLastPathComponent()
    }
    return nil
}

struct Now: DateProvider { var now: Date { Date() } }

final class Done: Cancellable, @unchecked Sendable { func cancel() {} }

/// Answers every request at once, as the cache would: the issue and its comments by pages of 100.
@MainActor
final class InstantConversation: IssueConversationUsecase {
    let issue: Issue
    let comments: [IssueComment]

    init(issue: Issue, comments: [IssueComment]) {
        self.issue = issue
        self.comments = comments
    }

    func fetchIssue(fullName: String, number: Int, freshness: AnswerFreshness,
                    completion: @escaping @MainActor (Result<CachedThenFresh<Issue>, GitHubError>) -> Void) -> Cancellable {
        completion(.success(.fresh(issue, source: .cache)))
        return Done()
    }

    func fetchComments(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<IssueComment>>, GitHubError>)
                           -> Void) -> Cancellable {
        let start = min((page - 1) * perPage, comments.count)
        let end = min(start + perPage, comments.count)
        completion(.success(.fresh(PagedAnswer(items: Array(comments[start..<end]), page: page,
                                               nextPage: end < comments.count ? page + 1 : nil), source: .cache)))
        return Done()
    }

    func fetchTimeline(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<TimelineEvent>>, GitHubError>)
                           -> Void) -> Cancellable {
        completion(.success(.fresh(PagedAnswer(items: [], page: page), source: .cache)))
        return Done()
    }
}

/// Nothing to do with a pull request, a route or a browser here.
@MainActor
final class Nowhere: PullRequestUsecase, ChecksUsecase, OpenURLUsecase, ClipboardUsecase, RouteWireframe {
    func copy(_ text: String, completion: @escaping @MainActor (ClipboardOutcome) -> Void) {}
    func fetchPullRequest(fullName: String, number: Int, freshness: AnswerFreshness,
                          completion: @escaping @MainActor (Result<CachedThenFresh<PullRequest>, GitHubError>) -> Void)
        -> Cancellable { Done() }
    func fetchCommits(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>) -> Void)
        -> Cancellable { Done() }
    func fetchFiles(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                    completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<CommitFile>>, GitHubError>) -> Void)
        -> Cancellable { Done() }
    func fetchReviews(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<PullRequestReview>>, GitHubError>)
                          -> Void) -> Cancellable { Done() }
    func fetchReviewComments(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<ReviewComment>>, GitHubError>)
                                 -> Void) -> Cancellable { Done() }
    func fetchDiff(fullName: String, number: Int, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<[UInt8]>, GitHubError>) -> Void) -> Cancellable {
        Done()
    }
    func fetchCheckRuns(fullName: String, ref: String, page: Int, perPage: Int, freshness: AnswerFreshness,
                        completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<CheckRun>>, GitHubError>)
                            -> Void) -> Cancellable { Done() }
    func fetchCombinedStatus(fullName: String, ref: String, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<CombinedStatus>, GitHubError>) -> Void)
        -> Cancellable { Done() }
    func open(url: String, completion: @escaping @MainActor (OpenURLOutcome) -> Void) {}
    func show(_ route: Route) {}
    func replaceTop(with route: Route) {}
    func closeTop() {}
}

MainActor.assumeIsolated {
    let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 500 : 500
    guard let folder = fixtures(),
          let issueBytes = FileManager.default.contents(atPath: folder + "/issue-pygithub-pygithub-1136.json"),
          let issue = try? Issue.read(from: issueBytes) else {
        FileHandle.standardError.write(Data("conversation-benchmark: shared/fixtures/github-conversation not found\n".utf8))
        exit(1)
    }
    let recorded = (1...3).flatMap { page -> [IssueComment] in
        let path = folder + "/issue-comments-page\(page)-pygithub-pygithub-1136.json"
        return FileManager.default.contents(atPath: path).flatMap { try? [IssueComment].read(from: $0) } ?? []
    }
    let many = (0..<count).map { index -> IssueComment in
        var comment = recorded[index % recorded.count]
        comment.id = 1_000_000 + index
        comment.body = "Comment \(index + 1).\n\n" + comment.body
        return comment
    }
    let nowhere = Nowhere()
    let size = TerminalSize(rows: 50, columns: 100)
    @MainActor func open(_ comments: [IssueComment]) -> (IssueViewController, IssueViewPresenter, InMemorySurface) {
        let view = IssueViewController(bindings: KeyBindings(sections: IssueKeys.sections))
        let presenter = IssueViewPresenter(
            fullName: "PyGithub/PyGithub", number: 1136, trail: ["github", "PyGithub/PyGithub", "issues", "#1136"],
            view: view, router: nowhere, conversationUsecase: InstantConversation(issue: issue, comments: comments),
            pullRequestUsecase: nowhere, checksUsecase: nowhere,
            services: ScreenServices(browser: nowhere, clipboard: nowhere, dateProvider: Now(), hasToken: false))
        view.presenter = presenter
        let surface = InMemorySurface(rows: size.rows, columns: size.columns)
        view.didAppear(size: size)
        view.draw(on: surface)
        return (view, presenter, surface)
    }
    _ = open(many)
    let before = residentMiB()
    var kept: (IssueViewController, IssueViewPresenter, InMemorySurface)?
    // Each open is timed up to its first screen; the screen before it is freed after the timing
    // (in ghbrowse the screen before is freed by Esc, not by the next Enter).
    let withMany = median((0..<15).map { _ in
        var opened: (IssueViewController, IssueViewPresenter, InMemorySurface)?
        let time = milliseconds { opened = open(many) }
        kept = opened
        return time
    })
    let after = residentMiB()
    let withNone = median((0..<15).map { _ in
        var opened: (IssueViewController, IssueViewPresenter, InMemorySurface)?
        let time = milliseconds { opened = open([]) }
        withExtendedLifetime(opened) {}
        return time
    })
    guard let (view, _, surface) = kept else { exit(1) }
    let keys: [KeyPress] = [.character("j"), .pageDown, .character("n"), .character("N"), .character("G"), .character("g")]
    let redraws = (0..<600).map { index in
        milliseconds {
            _ = view.handle(key: keys[index % keys.count])
            surface.clear()
            view.draw(on: surface)
        }
    }
    let laidOut = residentMiB()
    let jsonBytes = recorded.isEmpty ? 0 : (1...3).reduce(0) { total, page in
        total + (FileManager.default.contents(atPath: folder + "/issue-comments-page\(page)-pygithub-pygithub-1136.json")?.count ?? 0)
    } * count / max(recorded.count, 1)
    print("""
        conversation-benchmark (\(count) comments, 100x50, answered as from the cache)
          Enter → first screen: \(String(format: "%.2f", withMany)) ms with \(count) comments, \
        \(String(format: "%.2f", withNone)) ms with none (median of 15): \(String(format: "%.2fx", withMany / max(withNone, 0.001)))
          key → redraw (j, PgDn, n, N, G, g): median \(String(format: "%.3f", median(redraws))) ms, \
        slowest \(String(format: "%.3f", redraws.max() ?? 0)) ms (600 keys)
          resident set: +\(String(format: "%.1f", max(after - before, 0))) MiB over 15 opens kept one at a time \
        (the comments' JSON: about \(String(format: "%.1f", Double(jsonBytes) / 1_048_576)) MiB); \
        +\(String(format: "%.1f", max(laidOut - before, 0))) MiB once the kept one is read to the end
        """)
}
