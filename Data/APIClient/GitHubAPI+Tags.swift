import Entities
import TextCells

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO/tags?per_page=N&page=P`.
    public struct Tags: GitHubRequest {
        public typealias Response = [Tag]
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
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, ["tags"]) }
        }
        public var queryItems: [(name: String, value: String)] { [("per_page", String(perPage)), ("page", String(page))] }
    }
}
