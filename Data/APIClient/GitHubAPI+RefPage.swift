import Entities
import JSONReading
import TextCells

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO/branches?per_page=N&page=P`.
    public typealias Branches = RefPage<Branch>
    /// `GET /repos/OWNER/REPO/tags?per_page=N&page=P`.
    public typealias Tags = RefPage<Tag>

    /// `GET /repos/OWNER/REPO/{branches|tags}?per_page=N&page=P`: a page of a repository's refs of
    /// one kind.
    public struct RefPage<Ref: PagedRef>: GitHubRequest {
        public typealias Response = [Ref]
        public var owner: String
        public var name: String
        public var perPage: Int
        public var page: Int

        public init(owner: String, name: String, perPage: Int = 100, page: Int = 1) {
            self.owner = owner
            self.name = name
            self.perPage = perPage
            self.page = page
        }

        public var path: String {
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, [Ref.pathSegment]) }
        }
        public var queryItems: [(name: String, value: String)] { [("per_page", String(perPage)), ("page", String(page))] }
    }
}

/// A kind of ref GitHub lists a page at a time under the repository (`branches`, `tags`).
public protocol PagedRef: JSONReadable, Sendable {
    /// The path segment under `/repos/OWNER/REPO/`.
    static var pathSegment: String { get }
}

extension Branch: PagedRef {
    public static var pathSegment: String { "branches" }
}

extension Tag: PagedRef {
    public static var pathSegment: String { "tags" }
}
