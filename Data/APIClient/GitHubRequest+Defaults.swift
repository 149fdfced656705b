#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONReading

extension GitHubRequest where Response: Decodable {
    /// Decoded with `decoder`.
    public func decodeResponse(_ body: Data, decoder: JSONDecoder) throws -> Response {
        try decoder.decode(Response.self, from: body)
    }
}

extension GitHubRequest where Response: JSONReadable {
    /// Read by `JSONCursor`; `decoder` is not used.
    public func decodeResponse(_ body: Data, decoder: JSONDecoder) throws -> Response {
        try Response.read(from: body)
    }
}
