import Entities
import TextCells

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO/commits/SHA[?page=P]`: one commit with its stats and changed files
    /// (300 a page). Immutable when SHA is a full SHA.
    public struct CommitDetail: GitHubRequest {
        public typealias Response = Entities.CommitDetail
        public var owner: String
        public var name: String
        public var sha: String
        public var page: Int

        public init(owner: String, name: String, sha: String, page: Int = 1) {
            self.owner = owner
            self.name = name
            self.sha = sha
            self.page = page
        }

        public var path: String {
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, ["commits", sha]) }
        }
        public var queryItems: [(name: String, value: String)] { page == 1 ? [] : [("page", String(page))] }
        public var isImmutable: Bool { GitObjectName.isFullSHA(sha) }
    }
}
