#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import TextCells

/// The signed-in user's own endpoints: who they are, their budgets, their stars and repositories.
extension GitHubAPI {
    /// The `Accept` value that makes `GET /user/starred` say when each star was given.
    public static let starMediaType = "application/vnd.github.star+json"

    /// `GET /user`: the login the token belongs to (its scopes are in `x-oauth-scopes`).
    public struct AuthenticatedUser: GitHubRequest {
        public typealias Response = User
        public init() {}
        public var path: String { "/user" }
        public var queryItems: [(name: String, value: String)] { [] }
    }

    /// `GET /rate_limit`: every budget, without spending any.
    public struct RateLimits: GitHubRequest {
        public typealias Response = RateLimitResources
        public init() {}
        public var path: String { "/rate_limit" }
        public var queryItems: [(name: String, value: String)] { [] }
    }

    /// `GET /user/starred?sort=created&direction=desc`: your stars, newest first, with when.
    public struct Starred: GitHubRequest {
        public typealias Response = [StarredRepository]
        public var perPage: Int
        public var page: Int

        public init(perPage: Int = 100, page: Int = 1) {
            self.perPage = perPage
            self.page = page
        }

        public var path: String { "/user/starred" }
        public var accept: String { GitHubAPI.starMediaType }
        public var queryItems: [(name: String, value: String)] {
            [("sort", "created"), ("direction", "desc"), ("per_page", String(perPage)), ("page", String(page))]
        }
    }

    /// `GET /user/repos?sort=pushed`: repositories you own or collaborate on, recently pushed first.
    public struct OwnRepositories: GitHubRequest {
        public typealias Response = [Entities.Repository]
        public var perPage: Int
        public var page: Int

        public init(perPage: Int = 100, page: Int = 1) {
            self.perPage = perPage
            self.page = page
        }

        public var path: String { "/user/repos" }
        public var queryItems: [(name: String, value: String)] {
            [("sort", "pushed"), ("per_page", String(perPage)), ("page", String(page))]
        }
    }

    /// `GET`, `PUT` or `DELETE /user/starred/OWNER/REPO`: whether you starred it (204 yes, 404
    /// no), star it, unstar it. The answer has no body.
    public struct StarState: GitHubRequest {
        public typealias Response = NoContent
        public var owner: String
        public var name: String
        public var method: String

        /// - Parameter method: `GET` (ask), `PUT` (star) or `DELETE` (unstar).
        public init(owner: String, name: String, method: String) {
            self.owner = owner
            self.name = name
            self.method = method
        }

        public var path: String {
            get throws(RequestPath.Problem) {
                "/user/starred/" + (try RequestPath.encodedSegment(owner)) + "/" + (try RequestPath.encodedSegment(name))
            }
        }
        public var queryItems: [(name: String, value: String)] { [] }

        public func decodeResponse(_ body: Data) throws -> NoContent {
            NoContent()
        }
    }
}

/// The answer of a request whose success has no body (`204 No Content`).
public struct NoContent: Equatable, Sendable {
    public init() {}
}
