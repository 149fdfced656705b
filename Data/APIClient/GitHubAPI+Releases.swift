import Entities
import TextCells

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO/releases?per_page=N&page=P`: newest first.
    public struct Releases: GitHubRequest {
        public typealias Response = [Release]
        public var owner: String
        public var name: String
        public var perPage: Int
        public var page: Int

        public init(owner: String, name: String, perPage: Int = 30, page: Int = 1) {
            self.owner = owner
            self.name = name
            self.perPage = perPage
            self.page = page
        }

        public var path: String {
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, ["releases"]) }
        }
        public var queryItems: [(name: String, value: String)] { [("per_page", String(perPage)), ("page", String(page))] }
    }

    /// `GET /repos/OWNER/REPO/releases/latest`: the newest release that is neither a draft nor a
    /// pre-release (404 when there is none), to mark it in the list.
    public struct LatestRelease: GitHubRequest {
        public typealias Response = Release
        public var owner: String
        public var name: String

        public init(owner: String, name: String) {
            self.owner = owner
            self.name = name
        }

        public var path: String {
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, ["releases", "latest"]) }
        }
        public var queryItems: [(name: String, value: String)] { [] }
    }

    /// `GET /repos/OWNER/REPO/releases/ID`: one release (a notification's subject names it by id);
    /// `GET …/releases/tags/TAG` when made with a tag (`ghbrowse download`).
    public struct ReleaseByID: GitHubRequest {
        public typealias Response = Release
        public var owner: String
        public var name: String
        public var id: Int
        /// The tag naming the release instead of its id.
        public var tag: String?

        public init(owner: String, name: String, id: Int) {
            self.owner = owner
            self.name = name
            self.id = id
        }

        public init(owner: String, name: String, tag: String) {
            self.init(owner: owner, name: name, id: 0)
            self.tag = tag
        }

        public var path: String {
            get throws(RequestPath.Problem) {
                try RepositoryPath.make(owner: owner, name: name, tag.map { ["releases", "tags", $0] } ?? ["releases", String(id)])
            }
        }
        public var queryItems: [(name: String, value: String)] { [] }
    }
}
