#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Usecases
import Entities
import TextCells

/// Runs `ghbrowse issue` and `ghbrowse pr`: the item, and its comments (and a pull request's
/// reviews) every page when they are printed, as Markdown text or JSON.
@MainActor
final class ConversationItemRunner {
    private let conversation: IssueConversationUsecase
    private let pullRequest: PullRequestUsecase
    private let repositoryUsecase: RepositoryUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(conversation: IssueConversationUsecase, pullRequest: PullRequestUsecase, repositoryUsecase: RepositoryUsecase,
         freshness: AnswerFreshness, context: CommandLineContext) {
        self.conversation = conversation
        self.pullRequest = pullRequest
        self.repositoryUsecase = repositoryUsecase
        self.freshness = freshness
        self.context = context
    }

    /// The most comments or reviews collected: GitHub's own pages end long before.
    private static let collectedAtMost = 100_000

    func run(fullName: String, number: Int, kind: IssueSearchKind, comments: Bool, json: JSONOutputRequest?,
             completion: @escaping @MainActor (Int32) -> Void) {
        let wants: (String) -> Bool = { field in comments || json.map { $0.fields?.contains(field) ?? true } ?? false }
        let fail: @MainActor (GitHubError) -> Void = { [self] error in
            context.failInside(error, fullName: fullName, ref: nil, usecase: repositoryUsecase, inside: { _ in
                "#\(number): no such \(kind == .issue ? "issue" : "pull request") in \(TextSanitizer.singleLine(fullName))"
            }, completion: completion)
        }
        switch kind {
        case .issue:
            conversation.fetchIssue(fullName: fullName, number: number, freshness: freshness) { [self] result in
                switch result {
                case .failure(let error): fail(error)
                case .success(let answer):
                    let issue = context.value(of: answer)
                    fetchComments(fullName: fullName, number: number, wanted: wants("comments"), fail: fail) { list in
                        completion(self.report(issue: issue, comments: list, json: json))
                    }
                }
            }
        case .pullRequest:
            pullRequest.fetchPullRequest(fullName: fullName, number: number, freshness: freshness) { [self] result in
                switch result {
                case .failure(let error): fail(error)
                case .success(let answer):
                    let pull = context.value(of: answer)
                    fetchComments(fullName: fullName, number: number, wanted: wants("comments"), fail: fail) { list in
                        self.fetchReviews(fullName: fullName, number: number, wanted: wants("reviews"), fail: fail) { reviews in
                            completion(self.report(pull: pull, comments: list, reviews: reviews, json: json))
                        }
                    }
                }
            }
        }
    }

    private func fetchComments(fullName: String, number: Int, wanted: Bool, fail: @escaping @MainActor (GitHubError) -> Void,
                               then: @escaping @MainActor ([IssueComment]?) -> Void) {
        guard wanted else { return then(nil) }
        ConversationPages.collect(limit: Self.collectedAtMost, context: context, fetch: { [self] page, perPage, answer in
            conversation.fetchComments(fullName: fullName, number: number, page: page, perPage: perPage,
                                       freshness: freshness, completion: answer)
        }, completion: { result in
            switch result {
            case .failure(let error): fail(error)
            case .success(let comments): then(comments)
            }
        })
    }

    private func fetchReviews(fullName: String, number: Int, wanted: Bool, fail: @escaping @MainActor (GitHubError) -> Void,
                              then: @escaping @MainActor ([PullRequestReview]?) -> Void) {
        guard wanted else { return then(nil) }
        ConversationPages.collect(limit: Self.collectedAtMost, context: context, fetch: { [self] page, perPage, answer in
            pullRequest.fetchReviews(fullName: fullName, number: number, page: page, perPage: perPage,
                                     freshness: freshness, completion: answer)
        }, completion: { result in
            switch result {
            case .failure(let error): fail(error)
            case .success(let reviews): then(reviews)
            }
        })
    }

    private var document: ConversationDocument {
        ConversationDocument(now: context.clock.now, isTerminal: context.output.isTerminal, usesColor: context.output.usesColor,
                             width: context.output.width)
    }

    private func report(issue: Issue, comments: [IssueComment]?, json: JSONOutputRequest?) -> Int32 {
        if let json {
            // One item: an object, as `gh issue view --json` prints it.
            return context.printJSON(ConversationJSON.issueFields.object(ConversationJSON.IssueItem(issue: issue,
                                                                                                    comments: comments),
                                                                         only: json.fields), json)
        }
        var document = self.document
        document.add(issue)
        for comment in comments ?? [] { document.add(comment) }
        context.output.write(document.text)
        return 0
    }

    private func report(pull: PullRequest, comments: [IssueComment]?, reviews: [PullRequestReview]?,
                        json: JSONOutputRequest?) -> Int32 {
        if let json {
            let item = ConversationJSON.PullRequestItem(pull: pull, comments: comments, reviews: reviews)
            return context.printJSON(ConversationJSON.singlePullRequestFields.object(item, only: json.fields), json)
        }
        var document = self.document
        document.add(pull)
        // Comments and reviews (those that say something) in the order they were written.
        enum Entry { case comment(IssueComment), review(PullRequestReview) }
        var entries: [(date: Date, entry: Entry)] = (comments ?? []).map { ($0.createdAt ?? .distantPast, .comment($0)) }
        entries += (reviews ?? []).filter { !$0.body.isEmpty || $0.state != "COMMENTED" }
            .map { ($0.submittedAt ?? .distantPast, .review($0)) }
        for (_, entry) in entries.enumerated().sorted(by: { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) })
            .map(\.element) {
            switch entry {
            case .comment(let comment): document.add(comment)
            case .review(let review): document.add(review)
            }
        }
        context.output.write(document.text)
        return 0
    }
}
