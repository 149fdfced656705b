import Entities
import TextCells

/// Streams a file from GitHub into a sink: a repository file through the contents endpoint's
/// raw bytes, or a release asset from its `browser_download_url`. Redirects are followed here,
/// at most `CurlHTTPClient.maximumRedirects`, each hop checked (`RedirectTarget`); the token and
/// GitHub's headers go only to the API's own origin, and once a hop leaves the first request's
/// origin nothing but `User-Agent` is sent again, to any host.
public final class GitHubDownloader: Sendable {
    private let configuration: GitHubConfiguration
    private let http: any HTTPDownloading

    public init(configuration: GitHubConfiguration, http: any HTTPDownloading) {
        self.configuration = configuration
        self.http = http
    }

    /// The request for a repository file's bytes (`GET …/contents/PATH?ref=` raw, with the token);
    /// `.unsafePath` for a path that could leave the repository.
    public func fileRequest(owner: String, name: String, filePath: String, ref: String?) -> Result<HTTPRequest, GitHubError> {
        let request = GitHubAPI.FileContents(owner: owner, name: name, filePath: filePath, ref: ref)
        return GitHubClient.checkedURL(for: request, base: configuration.baseURL).map { url in
            HTTPRequest(url: url, headers: GitHubClient.headers(accept: request.accept, configuration: configuration))
        }
    }

    /// The request for a release asset at `url`: `User-Agent` and `Accept: application/octet-stream`,
    /// and the token only when `url` is on the API's origin (a GitHub Enterprise or stand-in host).
    public func assetRequest(url: String) -> HTTPRequest {
        var headers = [HTTPHeaders.Field(name: "Accept", value: "application/octet-stream"),
                       HTTPHeaders.Field(name: "User-Agent", value: configuration.userAgent)]
        if let token = configuration.tokenProvider.token, Self.origin(of: url) == Self.origin(of: configuration.baseURL) {
            headers.append(HTTPHeaders.Field(name: "Authorization", value: "Bearer \(token)"))
        }
        return HTTPRequest(url: url, headers: headers)
    }

    /// Sends `request` and the redirects it leads to; the final 2xx body goes to `sink`. A
    /// non-2xx answer is GitHub's error for it.
    public func download(_ request: HTTPRequest, into sink: any HTTPBodySink, cancellation: CancellationToken?)
        -> Result<HTTPResponse, GitHubError> {
        guard RedirectTarget.address(request.url) != nil else {
            return .failure(.undecodable("the download's address is not an http or https address"))
        }
        let firstOrigin = Self.origin(of: request.url)
        var hop = request
        for _ in 0...CurlHTTPClient.maximumRedirects {
            let response: HTTPResponse
            switch http.download(hop, into: sink, cancellation: cancellation) {
            case .failure(let failure): return .failure(.transport(failure))
            case .success(let received): response = received
            }
            if (200...299).contains(response.status) { return .success(response) }
            guard RedirectTarget.isRedirect(response.status) else {
                return .failure(GitHubErrorMapper.error(for: response))
            }
            guard let target = RedirectTarget.address(response.headers["location"]) else {
                return .failure(.undecodable("the redirect names no http or https address"))
            }
            let keepsHeaders = Self.origin(of: target) == firstOrigin && hop.headers.count == request.headers.count
            hop = HTTPRequest(url: target, headers: keepsHeaders ? request.headers
                                  : [HTTPHeaders.Field(name: "User-Agent", value: configuration.userAgent)])
        }
        return .failure(.transport(.tooManyRedirects))
    }

    /// `scheme://host[:port]` of an absolute address, lowercased; the whole text when it has no `://`.
    static func origin(of url: String) -> String {
        let lowered = Substring(url.lowercased())
        for scheme in ["https://", "http://"] where lowered.hasPrefix(scheme) {
            let rest = lowered.dropFirst(scheme.count)
            let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
            return String(lowered[..<end])
        }
        return String(lowered)
    }
}
