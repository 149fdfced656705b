import Foundation
import Entities
import IssueListPresenter
import IssuePresenter
import Markdown
import TestSupport
import Usecases

/// Holds each list and search request so a test answers it when it likes.
@MainActor
final class IssuesUsecaseMock: IssuesUsecase, PullRequestsUsecase {
    struct ListCall {
        let fullName: String
        let sort: IssueListSort
        let direction: SearchOrder
        let page: Int
        let freshness: AnswerFreshness
        let completion: @MainActor (Result<CachedThenFresh<PagedAnswer<Issue>>, GitHubError>) -> Void
    }

    struct SearchCall {
        let query: String
        let kind: IssueSearchKind
        let page: Int
        var sort: IssueListSort?
        var order: SearchOrder?
        let completion: @MainActor (Result<CachedThenFresh<IssueSearchAnswer>, GitHubError>) -> Void
    }

    struct PullCall {
        let page: Int
        let completion: @MainActor (Result<CachedThenFresh<PagedAnswer<PullRequest>>, GitHubError>) -> Void
    }

    private(set) var listCalls: [ListCall] = []
    private(set) var searchCalls: [SearchCall] = []
    private(set) var pullCalls: [PullCall] = []

    func fetchIssues(fullName: String, state: IssueListState, sort: IssueListSort, direction: SearchOrder, page: Int,
                     perPage: Int, freshness: AnswerFreshness,
                     completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Issue>>, GitHubError>) -> Void)
        -> Cancellable {
        listCalls.append(ListCall(fullName: fullName, sort: sort, direction: direction, page: page, freshness: freshness,
                                  completion: completion))
        return CancellableSpy()
    }

    func searchIssues(fullName: String, query: String, kind: IssueSearchKind, sort: IssueListSort?, order: SearchOrder?,
                      page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<IssueSearchAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        searchCalls.append(SearchCall(query: query, kind: kind, page: page, completion: completion))
        return CancellableSpy()
    }

    /// Searches across every repository (the inbox's), recorded with `kind` nil.
    var everywhereCalls: [SearchCall] = []

    func searchAllIssues(query: String, sort: IssueListSort?, order: SearchOrder?, page: Int, perPage: Int,
                         freshness: AnswerFreshness,
                         completion: @escaping @MainActor (Result<CachedThenFresh<IssueSearchAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        everywhereCalls.append(SearchCall(query: query, kind: .issue, page: page, sort: sort, order: order,
                                          completion: completion))
        return CancellableSpy()
    }

    func fetchPullRequests(fullName: String, state: IssueListState, sort: IssueListSort, direction: SearchOrder,
                           page: Int, perPage: Int, freshness: AnswerFreshness,
                           completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<PullRequest>>, GitHubError>)
                               -> Void) -> Cancellable {
        pullCalls.append(PullCall(page: page, completion: completion))
        return CancellableSpy()
    }
}

/// Holds each conversation request so a test answers it when it likes; or, given `issueAtOnce`
/// and `commentPagesAtOnce`, answers inside the call as a cached conversation is answered (each
/// page asking for the next from inside the answer before it; no events).
@MainActor
final class ConversationUsecaseMock: IssueConversationUsecase {
    var issueAtOnce: Issue?
    var commentPagesAtOnce: [PagedAnswer<IssueComment>] = []

    private(set) var issueCalls: [(freshness: AnswerFreshness,
                                   completion: @MainActor (Result<CachedThenFresh<Issue>, GitHubError>) -> Void)] = []
    private(set) var commentCalls: [(page: Int, completion: @MainActor (Result<CachedThenFresh<PagedAnswer<IssueComment>>,
                                                                              GitHubError>) -> Void)] = []
    private(set) var eventCalls: [(page: Int, completion: @MainActor (Result<CachedThenFresh<PagedAnswer<TimelineEvent>>,
                                                                            GitHubError>) -> Void)] = []

    func fetchIssue(fullName: String, number: Int, freshness: AnswerFreshness,
                    completion: @escaping @MainActor (Result<CachedThenFresh<Issue>, GitHubError>) -> Void) -> Cancellable {
        issueCalls.append((freshness, completion))
        if let issueAtOnce { completion(.success(.fresh(issueAtOnce, source: .cache))) }
        return CancellableSpy()
    }

    func fetchComments(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<IssueComment>>, GitHubError>)
                           -> Void) -> Cancellable {
        commentCalls.append((page, completion))
        if commentPagesAtOnce.indices.contains(page - 1) {
            completion(.success(.fresh(commentPagesAtOnce[page - 1], source: .cache)))
        }
        return CancellableSpy()
    }

    func fetchTimeline(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<TimelineEvent>>, GitHubError>)
                           -> Void) -> Cancellable {
        eventCalls.append((page, completion))
        if issueAtOnce != nil { completion(.success(.fresh(PagedAnswer(items: [], page: page), source: .cache))) }
        return CancellableSpy()
    }
}

@MainActor
final class IssueListViewSpy: IssueListDisplay {
    private(set) var models: [IssueListViewModel] = []
    var last: IssueListViewModel { models.last ?? IssueListViewModel() }
    func display(_ viewModel: IssueListViewModel) { models.append(viewModel) }
}

@MainActor
final class IssueViewSpy: IssueDisplay {
    private(set) var models: [IssueViewModel] = []
    var last: IssueViewModel { models.last ?? IssueViewModel() }
    func display(_ viewModel: IssueViewModel) { models.append(viewModel) }
    func scrollToHeading(anchor: String) -> Bool { false }
}

/// Issues, comments and events to answer with.
enum SampleIssues {
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    static func daysAgo(_ days: Double) -> Date {
        now.addingTimeInterval(-days * 86_400)
    }

    static func issue(_ number: Int, title: String = "Crash on start", state: String = "open", reason: String? = nil,
                      labels: [String] = [], comments: Int = 0, body: String? = "It crashes.") -> Issue {
        Issue(number: number, title: title, state: state, stateReason: reason, user: User(login: "octocat", id: 1),
              labels: labels.map { IssueLabel(name: $0) }, commentCount: comments, createdAt: daysAgo(10),
              updatedAt: daysAgo(3), body: body, htmlURL: "https://github.com/o/r/issues/\(number)")
    }

    static func page<Item>(_ items: [Item], page: Int = 1, next: Int? = nil) -> PagedAnswer<Item> {
        PagedAnswer(items: items, page: page, nextPage: next)
    }

    static func comment(_ id: Int, by login: String, _ body: String, daysAgo days: Double) -> IssueComment {
        IssueComment(id: id, user: User(login: login, id: id), body: body, createdAt: daysAgo(days))
    }
}

/// Holds a pull request's requests so a test answers them when it likes (the diff is never asked
/// for by a screen).
@MainActor
final class PullRequestUsecaseMock: PullRequestUsecase, ChecksUsecase {
    private(set) var pullCalls: [@MainActor (Result<CachedThenFresh<PullRequest>, GitHubError>) -> Void] = []
    private(set) var reviewCalls: [@MainActor (Result<CachedThenFresh<PagedAnswer<PullRequestReview>>, GitHubError>) -> Void] = []
    private(set) var checkCalls: [(ref: String, completion: @MainActor (Result<CachedThenFresh<PagedAnswer<CheckRun>>,
                                                                           GitHubError>) -> Void)] = []
    private(set) var statusCalls: [(ref: String, completion: @MainActor (Result<CachedThenFresh<CombinedStatus>,
                                                                            GitHubError>) -> Void)] = []
    private(set) var reviewCommentCalls: [(page: Int, completion: @MainActor (Result<CachedThenFresh<PagedAnswer<ReviewComment>>,
                                                                                  GitHubError>) -> Void)] = []
    private(set) var commitCalls: [(page: Int, freshness: AnswerFreshness,
                                    completion: @MainActor (Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>) -> Void)] = []
    private(set) var fileCalls: [(page: Int, freshness: AnswerFreshness,
                                  completion: @MainActor (Result<CachedThenFresh<PagedAnswer<CommitFile>>, GitHubError>) -> Void)] = []

    func fetchPullRequest(fullName: String, number: Int, freshness: AnswerFreshness,
                          completion: @escaping @MainActor (Result<CachedThenFresh<PullRequest>, GitHubError>) -> Void)
        -> Cancellable {
        pullCalls.append(completion)
        return CancellableSpy()
    }

    func fetchCommits(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>) -> Void)
        -> Cancellable {
        commitCalls.append((page, freshness, completion))
        return CancellableSpy()
    }

    func fetchFiles(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                    completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<CommitFile>>, GitHubError>) -> Void)
        -> Cancellable {
        fileCalls.append((page, freshness, completion))
        return CancellableSpy()
    }

    func fetchReviews(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<PullRequestReview>>, GitHubError>)
                          -> Void) -> Cancellable {
        reviewCalls.append(completion)
        return CancellableSpy()
    }

    func fetchReviewComments(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<ReviewComment>>, GitHubError>)
                                 -> Void) -> Cancellable {
        reviewCommentCalls.append((page, completion))
        return CancellableSpy()
    }

    func fetchDiff(fullName: String, number: Int, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<[UInt8]>, GitHubError>) -> Void) -> Cancellable {
        CancellableSpy()
    }

    func fetchCheckRuns(fullName: String, ref: String, page: Int, perPage: Int, freshness: AnswerFreshness,
                        completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<CheckRun>>, GitHubError>)
                            -> Void) -> Cancellable {
        checkCalls.append((ref, completion))
        return CancellableSpy()
    }

    func fetchCombinedStatus(fullName: String, ref: String, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<CombinedStatus>, GitHubError>) -> Void)
        -> Cancellable {
        statusCalls.append((ref, completion))
        return CancellableSpy()
    }
}


/// The conversation screen's Presenter as its View sees it: what it was told.
@MainActor
final class ConversationPresenterSpy: IssueViewPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String]) {}
    func viewDidResize(columns: Int) {}
    func didRequest(_ command: IssueCommand) { events.append(command.rawValue) }
    func didSelectLink(target: String, destination: LinkDestination) { events.append("select \(target)") }
    func didRequestLinkWithoutLinks() { events.append("no links") }
    func didActivateLink(target: String, destination: LinkDestination) { events.append("follow \(target)") }
}
