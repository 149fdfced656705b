#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import TextCells

extension GitHubAPI {
    /// The `Accept` value for a pull request's whole unified diff as text.
    public static let diffMediaType = "application/vnd.github.diff"

    /// `GET /repos/OWNER/REPO/pulls?state=&sort=&direction=&per_page=&page=`.
    public typealias PullRequests = ConversationPage<Entities.PullRequest>

    /// `GET /repos/OWNER/REPO/pulls/N`: one pull request with its counts and `mergeable`.
    public struct PullRequest: GitHubRequest {
        public typealias Response = Entities.PullRequest
        public var owner: String
        public var name: String
        public var number: Int

        public init(owner: String, name: String, number: Int) {
            self.owner = owner
            self.name = name
            self.number = number
        }

        public var path: String {
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, ["pulls", String(number)]) }
        }
        public var queryItems: [(name: String, value: String)] { [] }
    }

    /// `GET /repos/OWNER/REPO/pulls/N` with `Accept: application/vnd.github.diff`: the whole
    /// unified diff, its bytes as they are.
    public struct PullRequestDiff: GitHubRequest {
        public typealias Response = Data
        public var owner: String
        public var name: String
        public var number: Int

        public init(owner: String, name: String, number: Int) {
            self.owner = owner
            self.name = name
            self.number = number
        }

        public var path: String {
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, ["pulls", String(number)]) }
        }
        public var queryItems: [(name: String, value: String)] { [] }
        public var accept: String { GitHubAPI.diffMediaType }

        public func decodeResponse(_ body: Data) throws -> Data {
            body
        }
    }

    /// `GET /repos/OWNER/REPO/pulls/N/commits?per_page=&page=` (at most 250 commits), oldest first.
    public typealias PullRequestCommits = NumberedListPage<PullRequestCommitsList>

    /// Where `PullRequestCommits` reads: `pulls/N/commits`, as `Commit`s.
    public enum PullRequestCommitsList: NumberedList {
        public typealias Item = Commit
        public static var parent: String { "pulls" }
        public static var list: String { "commits" }
    }

    /// `GET /repos/OWNER/REPO/pulls/N/files?per_page=&page=` (at most 3,000 files), each with its patch.
    public typealias PullRequestFiles = NumberedListPage<PullRequestFilesList>

    /// Where `PullRequestFiles` reads: `pulls/N/files`, as `CommitFile`s.
    public enum PullRequestFilesList: NumberedList {
        public typealias Item = CommitFile
        public static var parent: String { "pulls" }
        public static var list: String { "files" }
    }

    /// `GET /repos/OWNER/REPO/pulls/N/reviews?per_page=&page=`, oldest first.
    public typealias PullRequestReviews = NumberedListPage<PullRequestReviewsList>

    /// Where `PullRequestReviews` reads: `pulls/N/reviews`, as `PullRequestReview`s.
    public enum PullRequestReviewsList: NumberedList {
        public typealias Item = PullRequestReview
        public static var parent: String { "pulls" }
        public static var list: String { "reviews" }
    }

    /// `GET /repos/OWNER/REPO/pulls/N/comments?per_page=&page=`: the review comments, oldest first.
    public typealias PullRequestReviewComments = NumberedListPage<PullRequestReviewCommentsList>

    /// Where `PullRequestReviewComments` reads: `pulls/N/comments`, as `ReviewComment`s.
    public enum PullRequestReviewCommentsList: NumberedList {
        public typealias Item = ReviewComment
        public static var parent: String { "pulls" }
        public static var list: String { "comments" }
    }
}
