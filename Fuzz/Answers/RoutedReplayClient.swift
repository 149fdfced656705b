#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import Synchronization

/// For the screens: answers the fuzzed endpoint's first request with the fuzzed response and its
/// later ones with `304 Not Modified` (same headers); every other endpoint (the detail asks for
/// the repository, its README and its languages at once) gets a plain `404`.
final class RoutedReplayClient: HTTPClient {
    private let answer: FuzzAnswer
    private let sent = Mutex(0)

    init(_ answer: FuzzAnswer) {
        self.answer = answer
    }

    func send(_ request: HTTPRequest, cancellation: CancellationToken?) -> Result<HTTPResponse, TransportFailure> {
        guard Self.endpoint(of: request.url) == answer.endpoint else {
            return .success(HTTPResponse(status: 404, headers: HTTPHeaders([.init(name: "Content-Type", value: "application/json")]),
                                         body: Data(#"{"message":"Not Found"}"#.utf8)))
        }
        let count = sent.withLock { count in
            count += 1
            return count
        }
        if count == 1 { return .success(answer.response) }
        return .success(HTTPResponse(status: 304, headers: answer.response.headers, body: Data()))
    }

    private static func endpoint(of url: String) -> FuzzAnswer.Endpoint {
        let path = url.split(separator: "?").first.map(String.init) ?? url
        if path.contains("/search/") { return .search }
        if path.hasSuffix("/languages") { return .languages }
        if path.contains("/readme") { return .readme }
        return .repository
    }
}
