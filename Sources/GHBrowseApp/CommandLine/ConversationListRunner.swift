import Usecases
import Entities
import PresentationKit
import TextCells

/// Runs `ghbrowse issues` and `ghbrowse prs`: pages of the list (or of an issue search) until
/// `--limit`, as tab-separated lines, an aligned list on a terminal, or JSON.
@MainActor
final class ConversationListRunner {
    /// What was asked for.
    struct Request {
        var fullName: String
        var kind: IssueSearchKind
        var state: IssueListState
        var search: String?
        var limit: Int
        var json: JSONOutputRequest?
    }

    private let issues: IssuesUsecase
    private let pullRequests: PullRequestsUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(issues: IssuesUsecase, pullRequests: PullRequestsUsecase, freshness: AnswerFreshness, context: CommandLineContext) {
        self.issues = issues
        self.pullRequests = pullRequests
        self.freshness = freshness
        self.context = context
    }

    func run(_ request: Request, completion: @escaping @MainActor (Int32) -> Void) {
        let finish: @MainActor (Result<[ConversationJSON.PullRequestItem], GitHubError>?,
                                Result<[Issue], GitHubError>?) -> Void = { [self] pulls, issues in
            switch (pulls, issues) {
            case (.failure(let error)?, _), (_, .failure(let error)?):
                completion(context.fail(error, repository: request.fullName))
            case (.success(let items)?, _):
                completion(reportPullRequests(items, json: request.json))
            case (_, .success(let items)?):
                completion(reportIssues(items, json: request.json))
            default:
                completion(CommandLineContext.failureStatus)
            }
        }
        if let search = request.search {
            let query = Self.searchQuery(search, state: request.state)
            ConversationPages.collect(limit: request.limit, context: context, fetch: { [self] page, perPage, answer in
                issues.searchIssues(fullName: request.fullName, query: query, kind: request.kind, sort: nil, order: nil,
                                    page: page, perPage: perPage, freshness: freshness) { result in
                    answer(result.map { found in
                        switch found {
                        case .cached(let value, let fetchedAt, let age): .cached(value.page, fetchedAt: fetchedAt, age: age)
                        case .fresh(let value, let source): .fresh(value.page, source: source)
                        }
                    })
                }
            }, completion: { result in
                if request.kind == .pullRequest {
                    finish(result.map { $0.map { ConversationJSON.PullRequestItem(pull: Self.pullRequest(from: $0)) } }, nil)
                } else {
                    finish(nil, result)
                }
            })
        } else if request.kind == .pullRequest {
            ConversationPages.collect(limit: request.limit, context: context, fetch: { [self] page, perPage, answer in
                pullRequests.fetchPullRequests(fullName: request.fullName, state: request.state, sort: .updated,
                                               direction: .desc, page: page, perPage: perPage, freshness: freshness,
                                               completion: answer)
            }, completion: { result in
                finish(result.map { $0.map { ConversationJSON.PullRequestItem(pull: $0) } }, nil)
            })
        } else {
            ConversationPages.collect(limit: request.limit, context: context, fetch: { [self] page, perPage, answer in
                issues.fetchIssues(fullName: request.fullName, state: request.state, sort: .updated, direction: .desc,
                                   page: page, perPage: perPage, freshness: freshness, completion: answer)
            }, completion: { result in finish(nil, result) })
        }
    }

    /// The query searched: the user's, with `is:open` or `is:closed` for `--state` unless it names a state.
    static func searchQuery(_ search: String, state: IssueListState) -> String {
        let lowered = search.lowercased()
        guard state != .all, !lowered.contains("is:open"), !lowered.contains("is:closed"),
              !lowered.contains("state:") else { return search }
        return search + " is:\(state.rawValue)"
    }

    /// A search result as a pull request: what the issue side says (no branches, no counts).
    static func pullRequest(from issue: Issue) -> PullRequest {
        PullRequest(number: issue.number, title: issue.title, state: issue.state, isDraft: issue.isDraft,
                    isMerged: issue.mergedAt != nil, mergedAt: issue.mergedAt, user: issue.user, labels: issue.labels,
                    milestone: issue.milestone, body: issue.body, comments: issue.commentCount,
                    createdAt: issue.createdAt, updatedAt: issue.updatedAt, closedAt: issue.closedAt,
                    htmlURL: issue.htmlURL)
    }

    private func reportIssues(_ issues: [Issue], json: JSONOutputRequest?) -> Int32 {
        if let json {
            return context.printJSON(writing: JSONFieldRows(issues.map { ConversationJSON.IssueItem(issue: $0) },
                                                           table: ConversationJSON.issueFields, only: json.fields), json)
        }
        var text = ""
        for issue in issues {
            let state = ConversationText.state(of: issue)
            let title = TextSanitizer.singleLine(issue.title)
            let labels = ConversationText.labels(issue.labels)
            let author = ConversationText.login(issue.user)
            if context.output.isTerminal {
                let when = issue.updatedAt.map { DateText.relative($0, now: context.clock.now) } ?? ""
                text += TextLayout.truncate("\(TextLayout.pad("#\(issue.number)", toWidth: 7))  "
                                            + "\(TextLayout.pad(state, toWidth: 11))  "
                                            + "\(TextLayout.pad(TextLayout.truncate(author, toWidth: 16), toWidth: 16))  "
                                            + "\(TextLayout.pad(when, toWidth: 14))  \(title)"
                                            + (labels.isEmpty ? "" : "  (\(labels))"), toWidth: context.output.width) + "\n"
            } else {
                text += [String(issue.number), state, title, labels, author, String(issue.commentCount),
                         issue.updatedAt.map(ISO8601Text.string) ?? ""]
                    .map(TabSeparated.field).joined(separator: "\t") + "\n"
            }
        }
        context.output.write(text)
        return 0
    }

    private func reportPullRequests(_ items: [ConversationJSON.PullRequestItem], json: JSONOutputRequest?) -> Int32 {
        if let json {
            return context.printJSON(writing: JSONFieldRows(items, table: ConversationJSON.pullRequestFields,
                                                           only: json.fields), json)
        }
        var text = ""
        for pull in items.map(\.pull) {
            let state = ConversationText.state(of: pull)
            let title = TextSanitizer.singleLine(pull.title)
            let head = TextSanitizer.singleLine(pull.head?.ref ?? "")
            let base = TextSanitizer.singleLine(pull.base?.ref ?? "")
            let author = ConversationText.login(pull.user)
            if context.output.isTerminal {
                let when = pull.updatedAt.map { DateText.relative($0, now: context.clock.now) } ?? ""
                let branches = head.isEmpty ? "" : "  \(head) → \(base)"
                text += TextLayout.truncate("\(TextLayout.pad("#\(pull.number)", toWidth: 7))  "
                                            + "\(TextLayout.pad(state, toWidth: 7))  "
                                            + "\(TextLayout.pad(TextLayout.truncate(author, toWidth: 16), toWidth: 16))  "
                                            + "\(TextLayout.pad(when, toWidth: 14))  \(title)\(branches)",
                                            toWidth: context.output.width) + "\n"
            } else {
                text += [String(pull.number), state, title, head, base, author, pull.updatedAt.map(ISO8601Text.string) ?? ""]
                    .map(TabSeparated.field).joined(separator: "\t") + "\n"
            }
        }
        context.output.write(text)
        return 0
    }
}
