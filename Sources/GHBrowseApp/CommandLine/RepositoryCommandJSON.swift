import Foundation
import Entities

/// The JSON `tree`, `log` and `releases` print: GitHub's field names, keys sorted, one array.
enum RepositoryCommandJSON {
    static func array(_ objects: [[String: Any]]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: objects,
                                                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data("[]".utf8)
        return JSONInvisibles.escaped(String(decoding: data, as: UTF8.self)) + "\n"
    }

    static func date(_ date: Date?) -> Any {
        date.map { $0.formatted(.iso8601) } ?? NSNull()
    }

    static func entry(_ entry: GitTreeEntry) -> [String: Any] {
        ["path": entry.path, "mode": entry.mode ?? NSNull(), "type": entry.type.rawValue, "sha": entry.sha ?? NSNull(),
         "size": entry.size ?? NSNull()]
    }

    static func commit(_ commit: Commit) -> [String: Any] {
        func signature(_ signature: GitSignature?) -> Any {
            guard let signature else { return NSNull() }
            return ["name": signature.name ?? NSNull(), "email": signature.email ?? NSNull(), "date": date(signature.date)]
        }
        return [
            "sha": commit.sha, "html_url": commit.htmlURL ?? NSNull(),
            "commit": ["message": commit.message, "author": signature(commit.author),
                       "committer": signature(commit.committer)] as [String: Any],
            "author": commit.authorLogin.map { ["login": $0] } ?? NSNull(),
            "committer": commit.committerLogin.map { ["login": $0] } ?? NSNull(),
            "parents": commit.parents.map { ["sha": $0] },
        ]
    }

    static func release(_ release: Release, isLatest: Bool) -> [String: Any] {
        [
            "id": release.id, "tag_name": release.tagName, "name": release.name ?? NSNull(), "body": release.body ?? NSNull(),
            "draft": release.isDraft, "prerelease": release.isPrerelease, "created_at": date(release.createdAt),
            "published_at": date(release.publishedAt), "html_url": release.htmlURL ?? NSNull(),
            "author": release.authorLogin.map { ["login": $0] } ?? NSNull(), "latest": isLatest,
            "assets": release.assets.map { asset -> [String: Any] in
                ["name": asset.name, "size": asset.size, "download_count": asset.downloadCount,
                 "browser_download_url": asset.browserDownloadURL ?? NSNull(), "content_type": asset.contentType ?? NSNull()]
            },
        ]
    }
}
