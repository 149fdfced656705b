#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GitHubRequest {
    public func decodeResponse(_ body: Data, decoder: JSONDecoder) throws -> Response {
        try decoder.decode(Response.self, from: body)
    }
}
