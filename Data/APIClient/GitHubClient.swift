#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import TextCells
import ResponseCache

/// The real `GitHubRequestable`: builds the URL and headers for a typed request, answers from
/// the response cache when the freshness asked for allows, otherwise sends it through an
/// `HTTPClient` (conditionally when an entry has validators), and decodes the answer or maps it
/// to a `GitHubError`. Successful answers are handed to the cache.
public final class GitHubClient: GitHubRequestable {
    public let configuration: GitHubConfiguration
    private let httpClient: any HTTPClient
    private let cache: any ResponseCaching
    /// Whose answers the cache keeps apart: a hash of the token (or the account it belongs to),
    /// never the token. Found without waiting for a token still on its way (`send` checks again
    /// before anything is stored).
    private var credential: String { configuration.tokenProvider.cacheIdentityNow }

    /// A client whose answers are kept in `cache` (a `DisabledResponseCache` for `--no-cache`).
    public init(configuration: GitHubConfiguration, httpClient: any HTTPClient, cache: any ResponseCaching) {
        self.configuration = configuration
        self.httpClient = httpClient
        self.cache = cache
    }

    public func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        send(request, freshness: .useFresh, reusing: nil, cancellation: cancellation)
    }

    public func send<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness, reusing read: CacheRead?,
                                             cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        // A GraphQL query (a POST with a body) is a read: cached like a GET.
        if request.method != "GET", request.body == nil { return write(request, cancellation: cancellation) }
        // The URL alone makes the cache key: a stored answer is found without waiting for the token.
        let url: String
        switch checkedURL(for: request) {
        case .success(let checked): url = checked
        case .failure(let refusal): return .failure(refusal)
        }
        var identity = credential
        var key = Self.cacheKey(request, url: url, credential: identity)
        var recent = read?.matching(key: key, requestType: ObjectIdentifier(Request.self))
        var hit: CacheHit?
        var storedValue: Request.Response?
        var conditions: [HTTPHeaders.Field] = []
        while true {
            let readsStore = freshness != .networkOnly && request.isStored
            hit = readsStore ? recent?.hit ?? cache.lookup(key) : nil
            // The value `cached(_:)` decoded from that same entry, when `hit` is its read.
            storedValue = readsStore ? recent?.value as? Request.Response : nil
            conditions = []
            switch CacheDecision.make(entry: hit?.entry, age: hit?.age ?? 0, freshness: freshness) {
            case .useStored:
                if let hit, let response = decoded(request, from: hit.entry, source: .cache, knownValue: storedValue) {
                    return .success(response)
                }
                cache.remove(key) // stored but no longer decodable: ask GitHub
                hit = nil
            case .conditional(let validators):
                conditions = validators.map { HTTPHeaders.Field(name: $0.name, value: $0.value) }
            case .unconditional:
                break
            }
            // Going to GitHub: the answer is stored under the identity of the token it is sent
            // with, which may have arrived (from `gh auth token`) since the lookup.
            let settled = configuration.tokenProvider.cacheIdentity
            if settled == identity { break }
            identity = settled
            key = Self.cacheKey(request, url: url, credential: identity)
            recent = nil
        }
        // Built after the cache lookup: only a request that goes out waits for the token.
        var httpRequest = makeHTTPRequest(request, url: url)
        // A tree is scanned while it arrives: its reader goes with the request and to the decoding.
        var reader = request.makeBodyReader()
        httpRequest.bodyReader = reader.map(HTTPBodyReader.init)
        var conditional = httpRequest
        conditional.headers += conditions

        var response: HTTPResponse
        switch transfer(conditional, redirect: request.redirect, cancellation: cancellation) {
        case .failure(let failure):
            return .failure(failure)
        case .success(let received):
            response = received
        }
        if !conditions.isEmpty, Self.refusesValidators(response.status) {
            // What is stored made the request unacceptable: forget it and ask plainly.
            cache.remove(key)
            hit = nil
            reader = request.makeBodyReader()
            httpRequest.bodyReader = reader.map(HTTPBodyReader.init)
            switch transfer(httpRequest, redirect: request.redirect, cancellation: cancellation) {
            case .failure(let failure):
                return .failure(failure)
            case .success(let received):
                response = received
            }
        }
        if response.status == 304, let hit {
            let headers = Self.cachedHeaders(response.headers)
            let entry = cache.refresh(hit.entry, notModifiedHeaders: headers)
                ?? hit.entry.refreshed(by: headers, at: hit.entry.fetchedAt) // not kept: still answer
            if let answer = decoded(request, from: entry, source: .revalidated, knownValue: storedValue) {
                return .success(answer)
            }
            cache.remove(key)
            return .failure(.undecodable("the cached answer no longer decodes"))
        }
        guard (200...299).contains(response.status) else {
            // Deleted, transferred away or hidden (404, 410): the stored copy would go on showing
            // what is no longer there, so it is dropped (issue 26).
            if response.status == 404 || response.status == 410 { cache.remove(key) }
            return .failure(GitHubErrorMapper.error(for: response))
        }
        do {
            let value = try request.decodeResponse(response.body, read: reader)
            let headers = Self.cachedHeaders(response.headers)
            let stored = request.isStored
                ? cache.store(key, status: response.status,
                              headers: request.isImmutable ? CacheControl.markingImmutable(headers) : headers,
                              body: response.body)
                : nil
            return .success(GitHubResponse(value: value, status: response.status,
                                           rateLimit: RateLimitParser.rateLimit(from: response.headers),
                                           links: LinkHeaderParser.parse(response.headers["link"]),
                                           source: .network, fetchedAt: stored?.fetchedAt,
                                           oauthScopes: response.headers["x-oauth-scopes"],
                                           pollInterval: Self.pollInterval(response.headers)))
        } catch let refusal as GitHubError {
            // A 200 whose body says no (GraphQL's `errors`): nothing stored; GraphQL's own rate
            // limit, spent, is said as one (the gate then holds its budget).
            if let limit = RateLimitParser.rateLimit(from: response.headers), limit.remaining == 0 {
                return .failure(.rateLimited(limit))
            }
            return .failure(refusal)
        } catch {
            return .failure(.undecodable(GitHubDecoding.describe(error)))
        }
    }

    /// The cache key of `request` at `url`: a GraphQL query's body is part of what it asks, so
    /// its digest is kept with the URL (a fragment, which no request ever sends).
    private static func cacheKey<Request: GitHubRequest>(_ request: Request, url: String, credential: String) -> CacheKey {
        guard let body = request.body else {
            return CacheKey(method: "GET", url: url, accept: request.accept, credential: credential)
        }
        return CacheKey(method: request.method, url: url + "#body-sha256=" + SHA256.hex(SHA256.digest(body)),
                        accept: request.accept, credential: credential)
    }

    /// The HTTP request for `request` at `url`: its headers and, for a GraphQL query, its body as
    /// JSON, never redirected (a POST's body and token go to the configured host or nowhere).
    private func makeHTTPRequest<Request: GitHubRequest>(_ request: Request, url: String) -> HTTPRequest {
        guard let body = request.body else {
            return HTTPRequest(url: url, headers: headers(accept: request.accept), maximumBodyBytes: request.maximumBodyBytes)
        }
        return HTTPRequest(url: url, headers: headers(accept: request.accept)
                               + [HTTPHeaders.Field(name: "Content-Type", value: "application/json")],
                           method: request.method, maximumBodyBytes: request.maximumBodyBytes,
                           followsRedirects: false, body: body)
    }

    /// A `PUT`, `PATCH` or `DELETE`: straight to GitHub, nothing read from or written to the cache.
    private func write<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        let url: String
        switch checkedURL(for: request) {
        case .success(let checked): url = checked
        case .failure(let refusal): return .failure(refusal)
        }
        var fields = headers(accept: request.accept)
        if request.method == "PUT" || request.method == "PATCH" { fields.append(HTTPHeaders.Field(name: "Content-Length", value: "0")) }
        let response: HTTPResponse
        switch httpClient.send(HTTPRequest(url: url, headers: fields, method: request.method), cancellation: cancellation) {
        case .failure(let failure):
            return .failure(.transport(failure))
        case .success(let received):
            response = received
        }
        guard (200...299).contains(response.status) else {
            return .failure(GitHubErrorMapper.error(for: response))
        }
        do {
            return .success(GitHubResponse(value: try request.decodeResponse(response.body),
                                           status: response.status,
                                           rateLimit: RateLimitParser.rateLimit(from: response.headers),
                                           links: LinkHeaderParser.parse(response.headers["link"]), source: .network))
        } catch {
            return .failure(.undecodable(GitHubDecoding.describe(error)))
        }
    }

    public func cached<Request: GitHubRequest>(_ request: Request) -> CachedAnswer<Request.Response>? {
        guard request.isStored, case .success(let url) = checkedURL(for: request) else { return nil }
        let key = Self.cacheKey(request, url: url, credential: credential)
        guard let hit = cache.lookup(key) else { return nil }
        guard let response = decoded(request, from: hit.entry, source: .cache, knownValue: nil) else {
            cache.remove(key)
            return nil
        }
        return CachedAnswer(value: response.value, fetchedAt: hit.entry.fetchedAt, age: hit.age,
                            isFresh: CacheDecision.isFresh(hit.entry.cacheControl, age: hit.age),
                            rateLimit: response.rateLimit, links: response.links,
                            read: CacheRead(key: key, requestType: ObjectIdentifier(Request.self), hit: hit,
                                            value: response.value),
                            pollInterval: response.pollInterval)
    }

    /// The cache key of a GET: its URL, its `Accept`, and the hashed credential.
    public func cacheKey(for httpRequest: HTTPRequest, accept: String) -> CacheKey {
        CacheKey(method: "GET", url: httpRequest.url, accept: accept, credential: credential)
    }

    /// Sends `httpRequest`. Under `.elsewhereWithoutCredentials` the transport does not follow a
    /// redirect: its `location` (an absolute http or https address) is asked here, once, with
    /// `User-Agent` alone, so neither the token nor a validator reaches the other host; the
    /// answer keeps the first response's rate-limit headers, and the address is forgotten.
    private func transfer(_ httpRequest: HTTPRequest, redirect: RedirectRule, cancellation: CancellationToken?)
        -> Result<HTTPResponse, GitHubError> {
        guard redirect == .elsewhereWithoutCredentials else {
            return httpClient.send(httpRequest, cancellation: cancellation).mapError { .transport($0) }
        }
        var first = httpRequest
        first.followsRedirects = false
        let answer: HTTPResponse
        switch httpClient.send(first, cancellation: cancellation) {
        case .failure(let failure): return .failure(.transport(failure))
        case .success(let received): answer = received
        }
        guard RedirectTarget.isRedirect(answer.status) else { return .success(answer) }
        guard let target = RedirectTarget.address(answer.headers["location"]) else {
            return .failure(.undecodable("GitHub's redirect names no http or https address"))
        }
        let bare = HTTPRequest(url: target, headers: [HTTPHeaders.Field(name: "User-Agent", value: configuration.userAgent)],
                               maximumBodyBytes: httpRequest.maximumBodyBytes)
        return httpClient.send(bare, cancellation: cancellation).mapError { .transport($0) }.map { received in
            var response = received
            let limits = answer.headers.fields.filter { $0.name.lowercased().hasPrefix("x-ratelimit-") }
            response.headers = HTTPHeaders(received.headers.fields.filter { !$0.name.lowercased().hasPrefix("x-ratelimit-") }
                                           + limits)
            return response
        }
    }

    /// The answer `entry` holds: `knownValue` if its body was decoded already, else its body decoded.
    private func decoded<Request: GitHubRequest>(_ request: Request, from entry: CachedResponse, source: ResponseSource,
                                                 knownValue: Request.Response?) -> GitHubResponse<Request.Response>? {
        guard let value = knownValue ?? (try? request.decodeResponse(entry.body)) else {
            return nil
        }
        let headers = HTTPHeaders(entry.headers.map { HTTPHeaders.Field(name: $0.name, value: $0.value) })
        return GitHubResponse(value: value, status: entry.status, rateLimit: RateLimitParser.rateLimit(from: headers),
                              links: LinkHeaderParser.parse(headers["link"]), source: source, fetchedAt: entry.fetchedAt,
                              pollInterval: Self.pollInterval(headers))
    }

    /// `x-poll-interval` as whole seconds, clamped to a day (an outside number never traps).
    static func pollInterval(_ headers: HTTPHeaders) -> Int? {
        HeaderNumber.integer(headers["x-poll-interval"], clampedTo: 1...86_400)
    }

    /// A status a server gives a conditional request for its stored validators rather than for
    /// the request itself: `400 Bad Request`, `431 Request Header Fields Too Large`.
    static func refusesValidators(_ status: Int) -> Bool {
        status == 400 || status == 431
    }

    /// The response headers an entry keeps (validators, freshness, links, rate limit).
    private static func cachedHeaders(_ headers: HTTPHeaders) -> [CachedHeader] {
        headers.fields.filter { CachedResponse.isKept($0.name) }.map { CachedHeader(name: $0.name, value: $0.value) }
    }

    /// The HTTP request for `request`: URL under the configured base, GitHub's headers, the token
    /// if any; `GitHubError.unsafePath` when its path fails `RequestPath`'s rule.
    public func makeHTTPRequest<Request: GitHubRequest>(for request: Request) throws(GitHubError) -> HTTPRequest {
        makeHTTPRequest(request, url: try checkedURL(for: request).get())
    }

    /// The URL of `request` under the configured base, or why it is never sent: the one gate every
    /// request passes, whatever type made its path. A path that fails `RequestPath` (a `.`, `..`,
    /// empty or NUL segment, as written or percent-encoded) could leave `/repos/OWNER/REPO/` once
    /// libcurl or a proxy folds it, and take the token with it.
    private func checkedURL<Request: GitHubRequest>(for request: Request) -> Result<String, GitHubError> {
        Self.checkedURL(for: request, base: configuration.baseURL)
    }

    /// `checkedURL(for:)` under `base` (the downloader's gate too).
    static func checkedURL<Request: GitHubRequest>(for request: Request, base: String) -> Result<String, GitHubError> {
        let path: String
        do {
            path = try request.path
        } catch {
            return .failure(.unsafePath(error.description))
        }
        if let problem = RequestPath.problem(inEncodedPath: path) { return .failure(.unsafePath(problem.description)) }
        if request.endpoint == .graphQL { return .success(GraphQLEndpoint.url(base: base)) }
        return .success(url(base: base, path: path, queryItems: request.queryItems))
    }

    /// `base + path + "?" + items`, each query name and value percent-encoded.
    public static func url(base: String, path: String, queryItems: [(name: String, value: String)]) -> String {
        var base = Substring(base)
        while base.hasSuffix("/") { base = base.dropLast() }
        var url = String(base) + (path.hasPrefix("/") ? path : "/" + path)
        if !queryItems.isEmpty {
            url += "?" + queryItems.map {
                PercentEncoding.encodeQueryValue($0.name) + "=" + PercentEncoding.encodeQueryValue($0.value)
            }.joined(separator: "&")
        }
        return url
    }

    private func headers(accept: String) -> [HTTPHeaders.Field] {
        Self.headers(accept: accept, configuration: configuration)
    }

    /// GitHub's request headers: `Accept`, the API version, `User-Agent`, and the token if any.
    static func headers(accept: String, configuration: GitHubConfiguration) -> [HTTPHeaders.Field] {
        var fields = [
            HTTPHeaders.Field(name: "Accept", value: accept),
            HTTPHeaders.Field(name: "X-GitHub-Api-Version", value: "2022-11-28"),
            HTTPHeaders.Field(name: "User-Agent", value: configuration.userAgent),
        ]
        if let token = configuration.tokenProvider.token {
            fields.append(HTTPHeaders.Field(name: "Authorization", value: "Bearer \(token)"))
        }
        return fields
    }
}
