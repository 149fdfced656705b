import Entities

/// The JSON fields of `tree`, `log` and `releases`, under the one naming rule (`JSONFieldTable`):
/// gh's names for releases (`gh release view --json`), GitHub's REST names in lowerCamelCase
/// for what gh has no command for.
enum RepositoryCommandJSON {
    /// `tree`: one entry of the Git tree.
    static let entryFields = JSONFieldTable<GitTreeEntry>([
        ("path", { .string($0.path) }),
        ("mode", { .nullable($0.mode) }),
        ("type", { .string($0.type.rawValue) }),
        ("sha", { .nullable($0.sha) }),
        ("size", { entry in entry.size.map { .int($0) } ?? .null }),
    ])

    /// `log`: one commit, flat: its message, its author and committer (name, email, GitHub
    /// login) and their dates (as `gh pr view --json commits` names them), its parents' SHAs.
    static let commitFields = JSONFieldTable<Commit>([
        ("sha", { .string($0.sha) }),
        ("url", { .nullable($0.htmlURL) }),
        ("message", { .string($0.message) }),
        ("author", { person($0.author, login: $0.authorLogin) }),
        ("committer", { person($0.committer, login: $0.committerLogin) }),
        ("authoredDate", { .date($0.author?.date) }),
        ("committedDate", { .date($0.committer?.date) }),
        ("parents", { .array($0.parents.map { .string($0) }) }),
    ])

    /// `blame`: each line with its commit (null members where no range names the line).
    static let blameFields = JSONFieldTable<BlameLineItem>([
        ("line", { .int($0.line) }),
        ("text", { .string($0.text) }),
        ("sha", { .nullable($0.group?.oid) }),
        ("author", { .nullable($0.group?.author) }),
        ("date", { .date($0.group?.date) }),
        ("headline", { .nullable($0.group?.headline) }),
        ("age", { $0.group.map { .int($0.age) } ?? .null }),
    ])

    private static func person(_ signature: GitSignature?, login: String?) -> JSONValue {
        .object(["name": .nullable(signature?.name), "email": .nullable(signature?.email), "login": .nullable(login)])
    }

    /// What `releases` has for one release: it, and whether it is the latest.
    struct ReleaseItem {
        var release: Release
        var isLatest: Bool
    }

    /// `releases`: gh's names (`gh release view --json`).
    static let releaseFields = JSONFieldTable<ReleaseItem>([
        ("id", { .int($0.release.id) }),
        ("tagName", { .string($0.release.tagName) }),
        ("name", { .nullable($0.release.name) }),
        ("body", { .nullable($0.release.body) }),
        ("isDraft", { .bool($0.release.isDraft) }),
        ("isPrerelease", { .bool($0.release.isPrerelease) }),
        ("isLatest", { .bool($0.isLatest) }),
        ("createdAt", { .date($0.release.createdAt) }),
        ("publishedAt", { .date($0.release.publishedAt) }),
        ("url", { .nullable($0.release.htmlURL) }),
        ("author", { item in item.release.authorLogin.map { .object(["login": .string($0)]) } ?? .null }),
        ("assets", { item in
            .array(item.release.assets.map { asset in
                .object(["name": .string(asset.name), "size": .int(asset.size), "downloadCount": .int(asset.downloadCount),
                         "url": .nullable(asset.browserDownloadURL), "contentType": .nullable(asset.contentType)])
            })
        }),
    ])
}
