#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// The real `GitHubRequestable`: builds the URL and headers for a typed request, sends it
/// through an `HTTPClient`, and decodes the answer or maps it to a `GitHubError`.
public final class GitHubClient: GitHubRequestable {
    public let configuration: GitHubConfiguration
    private let httpClient: any HTTPClient
    private let decoder: JSONDecoder

    public init(configuration: GitHubConfiguration, httpClient: any HTTPClient) {
        self.configuration = configuration
        self.httpClient = httpClient
        decoder = GitHubDecoding.makeDecoder()
    }

    public func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        let httpRequest = makeHTTPRequest(for: request)
        let response: HTTPResponse
        switch httpClient.send(httpRequest, cancellation: cancellation) {
        case .failure(let failure):
            return .failure(.transport(failure))
        case .success(let received):
            response = received
        }
        guard (200...299).contains(response.status) else {
            return .failure(GitHubErrorMapper.error(for: response, decoder: decoder))
        }
        do {
            let value = try request.decodeResponse(response.body, decoder: decoder)
            return .success(GitHubResponse(value: value, status: response.status,
                                           rateLimit: RateLimitParser.rateLimit(from: response.headers),
                                           links: LinkHeaderParser.parse(response.headers["link"])))
        } catch {
            return .failure(.undecodable(GitHubDecoding.describe(error)))
        }
    }

    /// The HTTP request for `request`: URL under the configured base, GitHub's headers, the token if any.
    public func makeHTTPRequest<Request: GitHubRequest>(for request: Request) -> HTTPRequest {
        HTTPRequest(url: Self.url(base: configuration.baseURL, path: request.path, queryItems: request.queryItems),
                    headers: headers(accept: request.accept))
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
        var fields = [
            HTTPHeaders.Field(name: "Accept", value: accept),
            HTTPHeaders.Field(name: "X-GitHub-Api-Version", value: "2022-11-28"),
            HTTPHeaders.Field(name: "User-Agent", value: configuration.userAgent),
        ]
        if let token = configuration.token, !token.isEmpty {
            fields.append(HTTPHeaders.Field(name: "Authorization", value: "Bearer \(token)"))
        }
        return fields
    }
}
