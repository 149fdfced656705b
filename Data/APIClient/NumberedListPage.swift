import Entities
import JSONReading
import TextCells

/// Which list of one issue or pull request a `NumberedListPage` reads: its items and where it
/// stands (`issues/N/comments`, `pulls/N/files`).
public protocol NumberedList: Sendable {
    associatedtype Item: JSONReadable & Sendable
    /// `issues` or `pulls`.
    static var parent: String { get }
    /// `comments`, `timeline`, `commits`, `files`, `reviews`.
    static var list: String { get }
}

/// `GET /repos/OWNER/REPO/PARENT/N/LIST?per_page=&page=`: one page of a list of an issue or a pull
/// request (its comments, timeline, commits, files, reviews), oldest first.
public struct NumberedListPage<List: NumberedList>: GitHubRequest {
    public typealias Response = [List.Item]
    public var owner: String
    public var name: String
    public var number: Int
    public var perPage: Int
    public var page: Int

    public init(owner: String, name: String, number: Int, perPage: Int = 100, page: Int = 1) {
        self.owner = owner
        self.name = name
        self.number = number
        self.perPage = perPage
        self.page = page
    }

    public var path: String {
        get throws(RequestPath.Problem) {
            try RepositoryPath.make(owner: owner, name: name, [List.parent, String(number), List.list])
        }
    }
    public var queryItems: [(name: String, value: String)] { [("per_page", String(perPage)), ("page", String(page))] }
}
