import Entities
import JSONReading
import TextCells

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO/{issues|pulls}?state=&sort=&direction=&per_page=&page=`: a page of a
    /// repository's issues or pull requests; further pages in `link`.
    public struct ConversationPage<Item: ListedConversation>: GitHubRequest {
        public typealias Response = [Item]
        public var owner: String
        public var name: String
        public var state: IssueListState
        public var sort: IssueListSort
        public var direction: SearchOrder
        public var perPage: Int
        public var page: Int

        public init(owner: String, name: String, state: IssueListState = .open, sort: IssueListSort = .updated,
                    direction: SearchOrder = .desc, perPage: Int = 100, page: Int = 1) {
            self.owner = owner
            self.name = name
            self.state = state
            self.sort = sort
            self.direction = direction
            self.perPage = perPage
            self.page = page
        }

        public var path: String {
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, [Item.pathSegment]) }
        }
        public var queryItems: [(name: String, value: String)] {
            [("state", state.rawValue), ("sort", Item.sortParameter(sort)), ("direction", direction.rawValue),
             ("per_page", String(perPage)), ("page", String(page))]
        }
    }
}

/// What a repository lists a page at a time under its own path (`issues`, `pulls`).
public protocol ListedConversation: JSONReadable, Sendable {
    /// The path segment under `/repos/OWNER/REPO/`.
    static var pathSegment: String { get }
    /// The `sort` parameter GitHub takes for `sort`.
    static func sortParameter(_ sort: IssueListSort) -> String
}

extension Entities.Issue: ListedConversation {
    public static var pathSegment: String { "issues" }
    public static func sortParameter(_ sort: IssueListSort) -> String { sort.rawValue }
}

extension Entities.PullRequest: ListedConversation {
    public static var pathSegment: String { "pulls" }
    /// `comments` is not a pull request sort: it is sent as `updated`.
    public static func sortParameter(_ sort: IssueListSort) -> String {
        sort == .comments ? IssueListSort.updated.rawValue : sort.rawValue
    }
}
