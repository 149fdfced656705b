#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import TextCells

/// One request type for everything under `GET /repos/OWNER/REPO`: the repository itself, its
/// README (envelope or raw bytes) and its languages. What differs between them (the path's
/// suffix, the media type, how the answer decodes) is the `Resource`.
public struct RepositoryRequest<Resource: RepositoryResource>: GitHubRequest {
    public typealias Response = Resource.Response
    public var owner: String
    public var name: String
    /// A branch, tag or SHA to read at (`?ref=`, for the README); nil for the default branch.
    public var ref: String?

    public init(owner: String, name: String, ref: String? = nil) {
        self.owner = owner
        self.name = name
        self.ref = ref
    }

    /// `/repos/OWNER/REPO` plus the resource's suffix, each part percent-encoded.
    public var path: String {
        get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name) + Resource.pathSuffix }
    }

    public var queryItems: [(name: String, value: String)] { ref.map { [("ref", $0)] } ?? [] }

    public var accept: String { Resource.accept }

    public func decodeResponse(_ body: Data) throws -> Response {
        try Resource.decode(body)
    }
}

/// What one `RepositoryRequest` asks for: the suffix after `/repos/OWNER/REPO`, the `Accept`
/// value, and how a 2xx body becomes the answer.
public protocol RepositoryResource: Sendable {
    associatedtype Response: Sendable
    static var pathSuffix: String { get }
    static var accept: String { get }
    static func decode(_ body: Data) throws -> Response
}
