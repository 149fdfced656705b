#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import TextCells
import ResponseCache

/// A typed GitHub REST request: a path under the API base, query items, the media type it
/// accepts, and the entity it decodes to.
public protocol GitHubRequest: Sendable {
    associatedtype Response: Sendable
    /// Turns a 2xx body into the response; by default GitHub's JSON read by `JSONCursor` (a
    /// `JSONReadable` response).
    func decodeResponse(_ body: Data) throws -> Response
    /// What reads a 2xx body while it arrives, made afresh for each transfer; nil (the default):
    /// the body is read when whole.
    func makeBodyReader() -> (any HTTPBodyReading)?
    /// Turns a 2xx body into the response given what `reader` (this request's `makeBodyReader()`,
    /// fed this body as it arrived) read of it; by default `decodeResponse(body)`. The answer is
    /// the same as `decodeResponse(body)`'s whatever the reader read.
    func decodeResponse(_ body: Data, read reader: (any HTTPBodyReading)?) throws -> Response
    /// The path under the API base, starting with `/`, already percent-encoded; throws when a
    /// part of it (a name from GitHub) fails `RequestPath`'s rule: such a request is never sent.
    var path: String { get throws(RequestPath.Problem) }
    /// Query items, unencoded: the client percent-encodes them.
    var queryItems: [(name: String, value: String)] { get }
    /// The `Accept` header, part of the cache key (a raw README and its JSON envelope differ).
    var accept: String { get }
    /// True when the answer can never change (what a full commit SHA names: a commit, a tree or
    /// a file at a SHA): the response cache keeps it as immutable and it is never asked for again.
    var isImmutable: Bool { get }
    /// `GET` (cached under HTTP's rules), or `PUT`/`DELETE` (never cached, never answered from the cache).
    var method: String { get }
    /// The largest answer taken, in bytes: a longer body stops the transfer there; nil for the
    /// HTTP client's own limit.
    var maximumBodyBytes: Int? { get }
    /// False for an answer that must never be kept nor read from the response cache (a running
    /// job's log, which grows).
    var isStored: Bool { get }
    /// How a redirect is followed: by the transport with the request's headers (a renamed
    /// repository, same host), or to another host without them (a job's log).
    var redirect: RedirectRule { get }
    /// Which of GitHub's endpoints answers it: the REST API (`path` under the base) or GraphQL
    /// (`GraphQLEndpoint.url(base:)`; `path` is then `/graphql`, the rate gate's name for it).
    var endpoint: APIEndpoint { get }
    /// A GraphQL query's JSON, sent as a `POST` that is read and cached like a `GET` (its cache
    /// key holds the body's digest); nil for every REST request.
    var body: [UInt8]? { get }
}

/// Where a request goes.
public enum APIEndpoint: Sendable {
    /// `GITHUB_API_URL` + the request's path.
    case rest
    /// GitHub's GraphQL endpoint for that base (`GraphQLEndpoint`).
    case graphQL
}

/// How a request's redirect is followed.
public enum RedirectRule: Sendable {
    /// By libcurl, which sends a custom `Authorization` to the same host and port only.
    case followed
    /// Not by the transport: `GitHubClient` reads the `location` itself and asks it with none of
    /// the request's headers but `User-Agent` (no token, no validators). The address (a signed,
    /// short-lived URL) is used for that one request and never stored.
    case elsewhereWithoutCredentials
}

extension GitHubRequest {
    /// GitHub's JSON.
    public var accept: String { GitHubAPI.jsonMediaType }

    /// Most answers may change.
    public var isImmutable: Bool { false }
    /// Reading.
    public var method: String { "GET" }
    /// The client's own limit.
    public var maximumBodyBytes: Int? { nil }
    /// Kept under HTTP's rules.
    public var isStored: Bool { true }
    /// Followed by the transport.
    public var redirect: RedirectRule { .followed }
    /// The REST API.
    public var endpoint: APIEndpoint { .rest }
    /// No body.
    public var body: [UInt8]? { nil }
    /// Read when whole.
    public func makeBodyReader() -> (any HTTPBodyReading)? { nil }
    public func decodeResponse(_ body: Data, read reader: (any HTTPBodyReading)?) throws -> Response {
        try decodeResponse(body)
    }
}

/// The GitHub REST endpoints ghbrowse uses.
public enum GitHubAPI {
    /// The `Accept` value for GitHub's JSON answers.
    public static let jsonMediaType = "application/vnd.github+json"
    /// The `Accept` value for a file's raw bytes (a README as Markdown).
    public static let rawMediaType = "application/vnd.github.raw+json"

    /// `GET /search/repositories?q=…&sort=…&order=…&per_page=…&page=…`
    public struct SearchRepositories: GitHubRequest {
        public typealias Response = SearchPage
        public var query: String
        public var sort: RepositorySearchSort?
        public var order: SearchOrder?
        public var perPage: Int
        public var page: Int

        public init(query: String, sort: RepositorySearchSort? = nil, order: SearchOrder? = nil,
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
}

/// A decoded answer plus what its headers said.
public struct GitHubResponse<Value: Sendable>: Sendable {
    public var value: Value
    public var status: Int
    public var rateLimit: RateLimit?
    public var links: PageLinks
    /// Network, cache, or cache confirmed by a 304.
    public var source: ResponseSource
    /// When the body was fetched (or last confirmed); nil for a network answer the cache did not keep.
    public var fetchedAt: Date?
    /// `x-oauth-scopes` of a network answer: the token's scopes (nil from the cache, or for a
    /// token without classic scopes).
    public var oauthScopes: String?
    /// `x-poll-interval`: the seconds GitHub asks a poller to wait before asking again
    /// (`/notifications`); nil when it sent none.
    public var pollInterval: Int?

    public init(value: Value, status: Int, rateLimit: RateLimit?, links: PageLinks,
                source: ResponseSource = .network, fetchedAt: Date? = nil, oauthScopes: String? = nil,
                pollInterval: Int? = nil) {
        self.pollInterval = pollInterval
        self.value = value
        self.status = status
        self.rateLimit = rateLimit
        self.links = links
        self.source = source
        self.fetchedAt = fetchedAt
        self.oauthScopes = oauthScopes
    }
}

/// An answer read from the response cache alone, with no request: the "cached now" half of
/// "cached now, fresh later".
public struct CachedAnswer<Value: Sendable>: Sendable {
    public var value: Value
    /// When it was fetched or last confirmed by GitHub.
    public var fetchedAt: Date
    /// Seconds since `fetchedAt` when it was read.
    public var age: Double
    /// Within its `max-age` (and not `no-cache`): GitHub would not have sent anything newer.
    public var isFresh: Bool
    /// The rate limit as of that answer (it may have reset since).
    public var rateLimit: RateLimit?
    public var links: PageLinks
    /// The read itself, for the `send` that follows (`send(_:freshness:reusing:cancellation:)`).
    public var read: CacheRead?
    /// The stored `x-poll-interval` (seconds), if GitHub sent one with it.
    public var pollInterval: Int?

    public init(value: Value, fetchedAt: Date, age: Double, isFresh: Bool, rateLimit: RateLimit?, links: PageLinks,
                read: CacheRead? = nil, pollInterval: Int? = nil) {
        self.pollInterval = pollInterval
        self.value = value
        self.fetchedAt = fetchedAt
        self.age = age
        self.isFresh = isFresh
        self.rateLimit = rateLimit
        self.links = links
        self.read = read
    }
}

/// Sends typed GitHub requests and returns decoded entities or a typed `GitHubError`.
///
/// Blocks the calling thread; Interactors call it off the UI thread.
public protocol GitHubRequestable: Sendable {
    /// Sends `request` under this client's usual freshness (`CacheFreshness.useFresh` for
    /// `GitHubClient`; the command line's for `FixedFreshnessClient`).
    func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError>

    /// Sends `request`, answering from the response cache as far as `freshness` allows and
    /// making the request conditional otherwise. `read`, when `cached(_:)` just made it for
    /// this request, is used instead of reading the store again.
    func send<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness, reusing read: CacheRead?,
                                      cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError>

    /// The stored answer to `request`, however old, read from the cache only (no network);
    /// nil when there is none or it no longer decodes.
    func cached<Request: GitHubRequest>(_ request: Request) -> CachedAnswer<Request.Response>?
}

extension GitHubRequestable {
    /// Sends `request` under `freshness`, reading the store itself.
    public func send<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness,
                                             cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        send(request, freshness: freshness, reusing: nil, cancellation: cancellation)
    }
}
