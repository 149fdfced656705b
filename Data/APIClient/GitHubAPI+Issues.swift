import Entities
import TextCells

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO/issues?state=&sort=&direction=&per_page=&page=`: issues and pull
    /// requests together (only `pull_request` tells them apart); further pages in `link`.
    public typealias Issues = ConversationPage<Entities.Issue>

    /// `GET /search/issues?q=QUERY repo:OWNER/REPO is:issue|is:pr[&sort=&order=]&per_page=&page=`:
    /// GitHub's issue search inside one repository, under the search budget's gate.
    public struct SearchIssues: GitHubRequest {
        public typealias Response = IssueSearchPage
        /// `OWNER/REPO`; nil: every repository (the query says what it wants, as the inbox's do).
        public var fullName: String?
        /// What the user typed: words and GitHub's qualifiers.
        public var query: String
        public var kind: IssueSearchKind
        public var sort: IssueListSort?
        public var order: SearchOrder?
        public var perPage: Int
        public var page: Int

        public init(fullName: String?, query: String, kind: IssueSearchKind, sort: IssueListSort? = nil,
                    order: SearchOrder? = nil, perPage: Int = 100, page: Int = 1) {
            self.fullName = fullName
            self.query = query
            self.kind = kind
            self.sort = sort
            self.order = order
            self.perPage = perPage
            self.page = page
        }

        public var path: String { "/search/issues" }

        /// The query sent: the user's, then `repo:OWNER/REPO is:issue` (or `is:pr`); the user's
        /// alone across every repository.
        public var fullQuery: String {
            let words = query.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            guard let fullName else { return words }
            return (words.isEmpty ? "" : words + " ") + "repo:\(fullName) is:\(kind.rawValue)"
        }

        public var queryItems: [(name: String, value: String)] {
            var items: [(name: String, value: String)] = [("q", fullQuery)]
            if let sort { items.append(("sort", sort.rawValue)) }
            if let order { items.append(("order", order.rawValue)) }
            items.append(("per_page", String(perPage)))
            items.append(("page", String(page)))
            return items
        }
    }

    /// `GET /repos/OWNER/REPO/issues/N`: one issue (or a pull request's issue side).
    public struct Issue: GitHubRequest {
        public typealias Response = Entities.Issue
        public var owner: String
        public var name: String
        public var number: Int

        public init(owner: String, name: String, number: Int) {
            self.owner = owner
            self.name = name
            self.number = number
        }

        public var path: String {
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, ["issues", String(number)]) }
        }
        public var queryItems: [(name: String, value: String)] { [] }
    }

    /// `GET /repos/OWNER/REPO/issues/N/comments?per_page=&page=`: oldest first.
    public typealias IssueComments = NumberedListPage<IssueCommentsList>

    /// Where `IssueComments` reads: `issues/N/comments`, as `IssueComment`s.
    public enum IssueCommentsList: NumberedList {
        public typealias Item = IssueComment
        public static var parent: String { "issues" }
        public static var list: String { "comments" }
    }

    /// `GET /repos/OWNER/REPO/issues/N/timeline?per_page=&page=`: every event, oldest first.
    public typealias IssueTimeline = NumberedListPage<IssueTimelineList>

    /// Where `IssueTimeline` reads: `issues/N/timeline`, as `TimelineEvent`s.
    public enum IssueTimelineList: NumberedList {
        public typealias Item = TimelineEvent
        public static var parent: String { "issues" }
        public static var list: String { "timeline" }
    }
}
