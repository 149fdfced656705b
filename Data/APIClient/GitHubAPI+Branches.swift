import Entities
import TextCells

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO/branches?per_page=N&page=P`.
    public struct Branches: GitHubRequest {
        public typealias Response = [Branch]
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
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, ["branches"]) }
        }
        public var queryItems: [(name: String, value: String)] { [("per_page", String(perPage)), ("page", String(page))] }
    }
}
