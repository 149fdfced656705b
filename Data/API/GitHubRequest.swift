#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// A typed GitHub REST request: a path under the API base, query items, and the entity it decodes to.
public protocol GitHubRequest: Sendable {
    associatedtype Response: Decodable & Sendable
    /// The `Accept` header; `application/vnd.github+json` unless the request wants another media type.
    var accept: String { get }
    /// Turns a 2xx body into the response; by default GitHub's JSON decoded with `decoder`.
    func decodeResponse(_ body: Data, decoder: JSONDecoder) throws -> Response
    /// The path under the API base, starting with `/`, already percent-encoded.
    var path: String { get }
    /// Query items, unencoded: the client percent-encodes them.
    var queryItems: [(name: String, value: String)] { get }
}

/// How GitHub sorts repository search results.
public enum RepositorySearchSort: String, CaseIterable, Sendable {
    case stars
    case forks
    case helpWantedIssues = "help-wanted-issues"
    case updated
}

/// Sort direction.
public enum SortOrder: String, CaseIterable, Sendable {
    case asc
    case desc
}

/// The GitHub REST endpoints ghbrowse uses.
public enum GitHubAPI {
    /// `GET /search/repositories?q=…&sort=…&order=…&per_page=…&page=…`
    public struct SearchRepositories: GitHubRequest {
        public typealias Response = SearchPage
        public var query: String
        public var sort: RepositorySearchSort?
        public var order: SortOrder?
        public var perPage: Int
        public var page: Int

        public init(query: String, sort: RepositorySearchSort? = nil, order: SortOrder? = nil,
                    perPage: Int = 100, page: Int = 1) {
            self.query = query
            self.sort = sort
            self.order = order
            self.perPage = perPage
            self.page = page
        }

        public var path: String { "/search/repositories" }

        public var queryItems: [(name: String, value: String)] {
            var items: [(name: String, value: String)] = [("q", query)]
            if let sort { items.append(("sort", sort.rawValue)) }
            if let order { items.append(("order", order.rawValue)) }
            items.append(("per_page", String(perPage)))
            items.append(("page", String(page)))
            return items
        }
    }

    /// `GET /repos/OWNER/REPO`
    public struct Repository: GitHubRequest {
        public typealias Response = Entities.Repository
        public var owner: String
        public var name: String

        public init(owner: String, name: String) {
            self.owner = owner
            self.name = name
        }

        public var path: String {
            "/repos/\(PercentEncoding.encodePathSegment(owner))/\(PercentEncoding.encodePathSegment(name))"
        }

        public var queryItems: [(name: String, value: String)] { [] }
    }
}

/// A decoded answer plus what its headers said.
public struct GitHubResponse<Value: Sendable>: Sendable {
    public var value: Value
    public var status: Int
    public var rateLimit: RateLimit?
    public var links: PageLinks

    public init(value: Value, status: Int, rateLimit: RateLimit?, links: PageLinks) {
        self.value = value
        self.status = status
        self.rateLimit = rateLimit
        self.links = links
    }
}

/// Sends typed GitHub requests and returns decoded entities or a typed `GitHubError`.
///
/// Blocks the calling thread; Interactors call it off the UI thread.
public protocol GitHubRequestable: Sendable {
    func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError>
}
