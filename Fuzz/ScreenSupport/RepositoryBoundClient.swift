#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import Synchronization
import TextCells

/// The HTTP client of the fuzz targets whose answers name paths (`Tree`, `Commit`): it answers
/// each request through `answer` (given the path and the query) and traps on any request that
/// would leave `/repos/OWNER/REPO/` (issue 31): as sent, as a server decoding it once would read
/// it, and as libcurl without `CURLOPT_PATH_AS_IS` (or a proxy) would fold its dot segments.
public final class RepositoryBoundClient: HTTPClient {
    public static let base = "https://api.github.com"
    /// `/repos/OWNER/REPO/`.
    public let prefix: String
    private let answer: @Sendable (_ path: String, _ query: String) -> HTTPResponse
    private let paths = Mutex<[String]>([])

    public init(owner: String, name: String,
                answer: @escaping @Sendable (_ path: String, _ query: String) -> HTTPResponse) {
        prefix = "/repos/\(owner)/\(name)/"
        self.answer = answer
    }

    /// Every path sent, in order.
    public var sentPaths: [String] { paths.withLock { $0 } }

    public func send(_ request: HTTPRequest, cancellation: CancellationToken?) -> Result<HTTPResponse, TransportFailure> {
        precondition(request.url.hasPrefix(Self.base + "/"), "a request left the API: \(request.url)")
        let target = request.url.dropFirst(Self.base.count)
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        Self.check(path, under: prefix)
        paths.withLock { $0.append(path) }
        return .success(answer(path, parts.count > 1 ? String(parts[1]) : ""))
    }

    /// Traps unless `path` (percent-encoded, as sent) stays under `prefix` however it is read.
    public static func check(_ path: String, under prefix: String) {
        precondition(path.hasPrefix(prefix), "a request left \(prefix): \(path)")
        precondition(RequestPath.problem(inEncodedPath: path) == nil, "a request with a dot or empty segment: \(path)")
        precondition(folded(path).hasPrefix(prefix), "dot segments fold \(path) outside \(prefix)")
        let decoded = PercentEncoding.decode(Substring(path), plusIsSpace: false)
        precondition(!decoded.utf8.contains(0), "a NUL in \(path)")
        precondition(folded(decoded).hasPrefix(prefix), "decoded, \(path) folds outside \(prefix)")
    }

    /// RFC 3986's remove_dot_segments, as libcurl applies it to a URL's path.
    static func folded(_ path: String) -> String {
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        for (index, segment) in segments.enumerated() {
            let last = index == segments.count - 1
            switch segment {
            case ".":
                if last { output.append("") }
            case "..":
                if !output.isEmpty { output.removeLast() }
                if last { output.append("") }
            default:
                output.append(segment)
            }
        }
        return "/" + output.joined(separator: "/")
    }

    /// A `404` in GitHub's shape.
    public static let notFound = HTTPResponse(
        status: 404, headers: HTTPHeaders([.init(name: "Content-Type", value: "application/json")]),
        body: Data(#"{"message":"Not Found"}"#.utf8))

    /// A `200` with `body` as JSON and `headers` besides.
    public static func ok(_ body: [UInt8], headers: [HTTPHeaders.Field] = []) -> HTTPResponse {
        HTTPResponse(status: 200, headers: HTTPHeaders([.init(name: "Content-Type", value: "application/json")] + headers),
                     body: Data(body))
    }
}
