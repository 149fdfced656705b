import Entities
import JSONReading

/// The members of a commit as `GET …/commits` lists it and `GET …/commits/SHA` describes it,
/// named once for `Commit` and `CommitDetail` (which adds `stats` and `files`): what is read of
/// them is gathered here and becomes the `Commit`.
struct CommitMembers {
    enum Field: String, CaseIterable, Sendable {
        case sha, htmlURL = "html_url", commit, author, committer, parents, stats, files
    }

    static let fields = JSONFields(Field.self)

    private var sha: String?
    private var htmlURL: String?
    private var git: GitCommitBody?
    private var authorLogin: String?
    private var committerLogin: String?
    private var parents: [String] = []

    /// Reads `field`'s value, one of the commit's own (not `stats` or `files`, which are skipped).
    mutating func read(_ field: Field, _ json: inout JSONCursor) throws {
        switch field {
        case .sha: sha = try json.string()
        case .htmlURL: htmlURL = try json.lenientString()
        case .commit: git = try GitCommitBody(json: &json)
        case .author: authorLogin = try json.lenientObject(LinkedObject.self)?.login
        case .committer: committerLogin = try json.lenientObject(LinkedObject.self)?.login
        case .parents:
            try json.lenientArray { json in
                if let sha = try json.lenientObject(LinkedObject.self)?.sha { parents.append(sha) }
            }
        case .stats, .files: try json.skip()
        }
    }

    /// The commit read; throws when its `sha` or `commit` was missing.
    func commit() throws -> Commit {
        guard let sha else { throw JSONError.missing(Field.sha.rawValue) }
        guard let git else { throw JSONError.missing(Field.commit.rawValue) }
        return Commit(sha: sha, htmlURL: htmlURL, message: git.message, author: git.author, committer: git.committer,
                      authorLogin: authorLogin, committerLogin: committerLogin, parents: parents)
    }
}
