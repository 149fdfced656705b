#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import TextCells

extension GitHubAPI {
    /// `GET /notifications?all=&per_page=&page=`: a page of your notification threads, newest
    /// first (unread only unless `all`); paged with `Link`. Needs a token.
    public struct Notifications: GitHubRequest {
        public typealias Response = [NotificationThread]
        /// Read threads too.
        public var all: Bool
        public var perPage: Int
        public var page: Int

        public init(all: Bool = false, perPage: Int = 50, page: Int = 1) {
            self.all = all
            self.perPage = perPage
            self.page = page
        }

        public var path: String { "/notifications" }
        public var queryItems: [(name: String, value: String)] {
            var items: [(name: String, value: String)] = []
            if all { items.append(("all", "true")) }
            items.append(("per_page", String(perPage)))
            items.append(("page", String(page)))
            return items
        }
    }

    /// `PATCH /notifications/threads/ID` (mark read, `205 Reset Content`) or `DELETE` (mark
    /// done, `204 No Content`). Never cached.
    public struct NotificationThreadMark: GitHubRequest {
        public typealias Response = NoContent
        /// What becomes of the thread.
        public enum Mark: String, Sendable {
            case read = "PATCH"
            case done = "DELETE"
        }

        public var threadID: String
        public var mark: Mark

        public init(threadID: String, mark: Mark) {
            self.threadID = threadID
            self.mark = mark
        }

        public var path: String {
            get throws(RequestPath.Problem) {
                "/notifications/threads/" + (try RequestPath.encodedSegment(threadID))
            }
        }
        public var queryItems: [(name: String, value: String)] { [] }
        public var method: String { mark.rawValue }
        public var isStored: Bool { false }

        public func decodeResponse(_ body: Data) throws -> NoContent {
            NoContent()
        }
    }
}
