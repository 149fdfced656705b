#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A commit as `GET /repos/OWNER/REPO/commits` lists it: its SHA, the git commit (message,
/// author and committer as git recorded them), the GitHub accounts matched to them, its parents.
public struct Commit: Decodable, Equatable, Sendable {
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

    enum CodingKeys: String, CodingKey {
        case sha, commit, author, committer, parents
        case htmlURL = "html_url"
    }

    /// The git part of the answer: `commit.message`, `commit.author`, `commit.committer`.
    enum GitCommitKeys: String, CodingKey {
        case message, author, committer
    }

    /// An account (`author`, `committer`) or a parent: only the field used.
    enum LinkedKeys: String, CodingKey {
        case login, sha
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sha = try container.decode(String.self, forKey: .sha)
        htmlURL = try? container.decodeIfPresent(String.self, forKey: .htmlURL)
        let git = try container.nestedContainer(keyedBy: GitCommitKeys.self, forKey: .commit)
        message = (try? git.decodeIfPresent(String.self, forKey: .message)) ?? ""
        author = try? git.decodeIfPresent(GitSignature.self, forKey: .author)
        committer = try? git.decodeIfPresent(GitSignature.self, forKey: .committer)
        authorLogin = Self.login(in: container, forKey: .author)
        committerLogin = Self.login(in: container, forKey: .committer)
        var parents: [String] = []
        if var list = try? container.nestedUnkeyedContainer(forKey: .parents) {
            while !list.isAtEnd {
                guard let parent = try? list.nestedContainer(keyedBy: LinkedKeys.self) else { break }
                if let sha = try? parent.decode(String.self, forKey: .sha) { parents.append(sha) }
            }
        }
        self.parents = parents
    }

    private static func login(in container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys) -> String? {
        guard (try? container.decodeNil(forKey: key)) == false,
              let account = try? container.nestedContainer(keyedBy: LinkedKeys.self, forKey: key) else { return nil }
        return try? account.decodeIfPresent(String.self, forKey: .login)
    }
}
