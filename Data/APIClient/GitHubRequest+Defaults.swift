#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONReading

extension GitHubRequest where Response: JSONReadable {
    /// Read by `JSONCursor`.
    public func decodeResponse(_ body: Data) throws -> Response {
        try Response.read(from: body)
    }
}
