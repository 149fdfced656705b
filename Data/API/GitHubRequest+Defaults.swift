#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GitHubRequest {
    /// GitHub's JSON media type, what every request asks for unless it says otherwise.
    public var accept: String { GitHubMediaType.json }

    public func decodeResponse(_ body: Data, decoder: JSONDecoder) throws -> Response {
        try decoder.decode(Response.self, from: body)
    }
}

/// The media types ghbrowse asks GitHub for.
public enum GitHubMediaType {
    /// The default JSON representation.
    public static let json = "application/vnd.github+json"
    /// A file's bytes themselves instead of the JSON envelope (contents and readme endpoints).
    public static let raw = "application/vnd.github.raw+json"
}
