#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A commit as `GET /repos/OWNER/REPO/commits` lists it: its SHA, the git commit (message,
/// author and committer as git recorded them), the GitHub accounts matched to them, its parents.
public struct Commit: Equatable, Sendable {
    public var sha: String
    /// The commit's page on github.com.
    public var htmlURL: String?
    public var message: String
    /// Name, e-mail and date as git recorded the author.
    public var author: GitSignature?
    public var committer: GitSignature?
    /// The GitHub account of the author's e-mail, when GitHub knows one.
    public var authorLogin: String?
    public var committerLogin: String?
    /// The parents' SHAs: none for a root commit, two or more for a merge.
    public var parents: [String]

    public init(sha: String, htmlURL: String? = nil, message: String, author: GitSignature? = nil,
                committer: GitSignature? = nil, authorLogin: String? = nil, committerLogin: String? = nil,
                parents: [String] = []) {
        self.sha = sha
        self.htmlURL = htmlURL
        self.message = message
        self.author = author
        self.committer = committer
        self.authorLogin = authorLogin
        self.committerLogin = committerLogin
        self.parents = parents
    }
}
