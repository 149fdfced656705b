#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// Reads a search page (and a repository) straight from GitHub's JSON bytes: the fields the
/// entities keep are read where they stand and the rest (about three quarters of every item:
/// URLs templates, node ids, the owner's links …) is skipped, with no tree of the document
/// built first. About a fifth of `JSONDecoder`'s instructions for a page of 30 results.
///
/// It answers only what it is sure of: the same entity `JSONDecoder` with
/// `GitHubDecoding.makeDecoder()` would give, or nil, and then the caller decodes with
/// `JSONDecoder`, which also words the error. (It does not validate the values it skips, so a
/// body broken only inside a field ghbrowse ignores still reads.)
enum SearchPageReader {
    private static let pageKeys = JSONKeys(["total_count", "incomplete_results", "items"])
    private static let repositoryKeys = JSONKeys([
        "id", "name", "full_name", "owner", "fork", "html_url", "stargazers_count", "forks_count", "open_issues_count",
        "private", "description", "clone_url", "homepage", "watchers_count", "subscribers_count", "language", "topics",
        "default_branch", "license", "visibility", "archived", "created_at", "updated_at", "pushed_at",
    ])
    private static let userKeys = JSONKeys(["login", "id", "html_url", "type"])
    private static let licenseKeys = JSONKeys(["key", "name", "spdx_id"])

    /// The page in `body`, or nil.
    static func page(_ body: Data) -> SearchPage? {
        body.withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes)
            guard let page = page(&cursor), cursor.isAtEnd else { return nil }
            return page
        }
    }

    /// The repository in `body` (`GET /repos/OWNER/REPO`), or nil.
    static func repository(_ body: Data) -> Repository? {
        body.withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes)
            guard let repository = repository(&cursor), cursor.isAtEnd else { return nil }
            return repository
        }
    }

    private static func page(_ cursor: inout JSONCursor) -> SearchPage? {
        var totalCount: Int?, incomplete: Bool?, items: [Repository]?
        var seen = KeysSeen()
        guard cursor.beginObject() else { return nil }
        var first = true
        while true {
            switch cursor.nextMember(first: &first) {
            case .invalid: return nil
            case .end:
                guard let totalCount, let items else { return nil }
                return SearchPage(totalCount: totalCount, incompleteResults: incomplete, items: items)
            case .key(let key):
                switch cursor.index(ofKey: key, in: pageKeys) {
                case 0:
                    guard seen.first(0), let value = cursor.int() else { return nil }
                    totalCount = value
                case 1:
                    guard seen.first(1) else { return nil }
                    if !cursor.null() {
                        guard let value = cursor.bool() else { return nil }
                        incomplete = value
                    }
                case 2:
                    guard seen.first(2), cursor.beginArray() else { return nil }
                    var list: [Repository] = []
                    list.reserveCapacity(100)
                    var firstItem = true
                    while true {
                        guard let more = cursor.nextElement(first: &firstItem) else { return nil }
                        if !more { break }
                        guard let repository = repository(&cursor) else { return nil }
                        list.append(repository)
                    }
                    items = list
                default:
                    guard cursor.skipValue() else { return nil }
                }
            }
        }
    }

    private static func repository(_ cursor: inout JSONCursor) -> Repository? {
        var id: Int?, name: String?, fullName: String?, owner: User?, isFork: Bool?, htmlURL: String?
        var stars: Int?, forks: Int?, openIssues: Int?
        var isPrivate: Bool?, description: String?, cloneURL: String?, homepage: String?
        var watchersCount: Int?, subscribersCount: Int?, language: String?, topics: [String]?
        var defaultBranch: String?, license: License?, visibility: String?, isArchived: Bool?
        var createdAt: Date?, updatedAt: Date?, pushedAt: Date?
        var seen = KeysSeen()
        guard cursor.beginObject() else { return nil }
        var first = true
        while true {
            let key: Range<Int>
            switch cursor.nextMember(first: &first) {
            case .invalid: return nil
            case .end:
                guard let id, let name, let fullName, let owner, let isFork, let htmlURL, let stars, let forks,
                      let openIssues else { return nil }
                return Repository(id: id, name: name, fullName: fullName, owner: owner, isPrivate: isPrivate,
                                  description: description, isFork: isFork, htmlURL: htmlURL, cloneURL: cloneURL,
                                  homepage: homepage, stargazersCount: stars, forksCount: forks,
                                  watchersCount: watchersCount, subscribersCount: subscribersCount,
                                  openIssuesCount: openIssues, language: language, topics: topics,
                                  defaultBranch: defaultBranch, license: license, visibility: visibility,
                                  isArchived: isArchived, createdAt: createdAt, updatedAt: updatedAt, pushedAt: pushedAt)
            case .key(let member):
                key = member
            }
            // Required members must read; optional ones may be null (absent and null are both nil).
            var ok = true
            switch cursor.index(ofKey: key, in: repositoryKeys) {
            case 0: ok = seen.first(0) && read(&id, cursor.int())
            case 1: ok = seen.first(1) && read(&name, cursor.string())
            case 2: ok = seen.first(2) && read(&fullName, cursor.string())
            case 3: ok = seen.first(3) && read(&owner, user(&cursor))
            case 4: ok = seen.first(4) && read(&isFork, cursor.bool())
            case 5: ok = seen.first(5) && read(&htmlURL, cursor.string())
            case 6: ok = seen.first(6) && read(&stars, cursor.int())
            case 7: ok = seen.first(7) && read(&forks, cursor.int())
            case 8: ok = seen.first(8) && read(&openIssues, cursor.int())
            case 9: ok = seen.first(9) && (cursor.null() || read(&isPrivate, cursor.bool()))
            case 10: ok = seen.first(10) && (cursor.null() || read(&description, cursor.string()))
            case 11: ok = seen.first(11) && (cursor.null() || read(&cloneURL, cursor.string()))
            case 12: ok = seen.first(12) && (cursor.null() || read(&homepage, cursor.string()))
            case 13: ok = seen.first(13) && (cursor.null() || read(&watchersCount, cursor.int()))
            case 14: ok = seen.first(14) && (cursor.null() || read(&subscribersCount, cursor.int()))
            case 15: ok = seen.first(15) && (cursor.null() || read(&language, cursor.string()))
            case 16: ok = seen.first(16) && (cursor.null() || read(&topics, strings(&cursor)))
            case 17: ok = seen.first(17) && (cursor.null() || read(&defaultBranch, cursor.string()))
            case 18: ok = seen.first(18) && (cursor.null() || read(&license, self.license(&cursor)))
            case 19: ok = seen.first(19) && (cursor.null() || read(&visibility, cursor.string()))
            case 20: ok = seen.first(20) && (cursor.null() || read(&isArchived, cursor.bool()))
            case 21: ok = seen.first(21) && (cursor.null() || read(&createdAt, date(&cursor)))
            case 22: ok = seen.first(22) && (cursor.null() || read(&updatedAt, date(&cursor)))
            case 23: ok = seen.first(23) && (cursor.null() || read(&pushedAt, date(&cursor)))
            default: ok = cursor.skipValue()
            }
            guard ok else { return nil }
        }
    }

    /// Stores `value` in `slot`; false when there is none.
    @inline(__always)
    private static func read<Value>(_ slot: inout Value?, _ value: Value?) -> Bool {
        guard let value else { return false }
        slot = value
        return true
    }

    private static func user(_ cursor: inout JSONCursor) -> User? {
        var login: String?, id: Int?, htmlURL: String?, type: String?
        var seen = KeysSeen()
        guard cursor.beginObject() else { return nil }
        var first = true
        while true {
            switch cursor.nextMember(first: &first) {
            case .invalid: return nil
            case .end:
                guard let login, let id else { return nil }
                return User(login: login, id: id, htmlURL: htmlURL, type: type)
            case .key(let key):
                var ok = true
                switch cursor.index(ofKey: key, in: userKeys) {
                case 0: ok = seen.first(0) && read(&login, cursor.string())
                case 1: ok = seen.first(1) && read(&id, cursor.int())
                case 2: ok = seen.first(2) && (cursor.null() || read(&htmlURL, cursor.string()))
                case 3: ok = seen.first(3) && (cursor.null() || read(&type, cursor.string()))
                default: ok = cursor.skipValue()
                }
                guard ok else { return nil }
            }
        }
    }

    private static func license(_ cursor: inout JSONCursor) -> License? {
        var key: String?, name: String?, spdxID: String?
        var seen = KeysSeen()
        guard cursor.beginObject() else { return nil }
        var first = true
        while true {
            switch cursor.nextMember(first: &first) {
            case .invalid: return nil
            case .end:
                guard let key, let name else { return nil }
                return License(key: key, name: name, spdxID: spdxID)
            case .key(let member):
                var ok = true
                switch cursor.index(ofKey: member, in: licenseKeys) {
                case 0: ok = seen.first(0) && read(&key, cursor.string())
                case 1: ok = seen.first(1) && read(&name, cursor.string())
                case 2: ok = seen.first(2) && (cursor.null() || read(&spdxID, cursor.string()))
                default: ok = cursor.skipValue()
                }
                guard ok else { return nil }
            }
        }
    }

    private static func strings(_ cursor: inout JSONCursor) -> [String]? {
        guard cursor.beginArray() else { return nil }
        var list: [String] = []
        var first = true
        while true {
            guard let more = cursor.nextElement(first: &first) else { return nil }
            if !more { return list }
            guard let text = cursor.string() else { return nil }
            list.append(text)
        }
    }

    private static func date(_ cursor: inout JSONCursor) -> Date? {
        cursor.string().flatMap(InternetDate.parse)
    }
}
