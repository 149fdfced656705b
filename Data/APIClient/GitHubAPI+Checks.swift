import Entities
import TextCells

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO/commits/REF/check-runs?per_page=&page=`: the latest run of each check
    /// on REF (a SHA, branch or tag). Not immutable even for a full SHA: runs go on.
    public struct CheckRuns: GitHubRequest {
        public typealias Response = CheckRunList
        public var owner: String
        public var name: String
        public var ref: String
        public var perPage: Int
        public var page: Int

        public init(owner: String, name: String, ref: String, perPage: Int = 100, page: Int = 1) {
            self.owner = owner
            self.name = name
            self.ref = ref
            self.perPage = perPage
            self.page = page
        }

        public var path: String {
            get throws(RequestPath.Problem) {
                try RepositoryPath.make(owner: owner, name: name, ["commits", ref, "check-runs"])
            }
        }
        public var queryItems: [(name: String, value: String)] { [("per_page", String(perPage)), ("page", String(page))] }
    }

    /// `GET /repos/OWNER/REPO/commits/REF/status`: the combined commit status of REF.
    public struct CombinedStatus: GitHubRequest {
        public typealias Response = Entities.CombinedStatus
        public var owner: String
        public var name: String
        public var ref: String

        public init(owner: String, name: String, ref: String) {
            self.owner = owner
            self.name = name
            self.ref = ref
        }

        public var path: String {
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, ["commits", ref, "status"]) }
        }
        public var queryItems: [(name: String, value: String)] { [("per_page", "100")] }
    }
}
