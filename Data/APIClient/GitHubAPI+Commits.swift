import Entities
import TextCells

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO/commits?sha=REF&per_page=N&page=P`: the history of REF (the
    /// default branch when nil), newest first; further pages are announced in `link`.
    public struct Commits: GitHubRequest {
        public typealias Response = [Commit]
        public var owner: String
        public var name: String
        public var ref: String?
        public var perPage: Int
        public var page: Int

        public init(owner: String, name: String, ref: String?, perPage: Int = 30, page: Int = 1) {
            self.owner = owner
            self.name = name
            self.ref = ref
            self.perPage = perPage
            self.page = page
        }

        public var path: String {
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, ["commits"]) }
        }
        public var queryItems: [(name: String, value: String)] {
            (ref.map { [("sha", $0)] } ?? []) + [("per_page", String(perPage)), ("page", String(page))]
        }
    }
}
