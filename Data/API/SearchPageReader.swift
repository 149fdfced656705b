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
    /// The page in `body`, or nil.
    static func page(_ body: Data) -> SearchPage? {
        body.withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes)
            var totalCount: Int?
            var incomplete: Bool?
            var items: [Repository]?
            var seen = Set<String>()
            let read = cursor.object { cursor, key in
                guard seen.insert(key).inserted else { return false } // duplicates: JSONDecoder's call
                switch key {
                case "total_count":
                    totalCount = cursor.int()
                    return totalCount != nil
                case "incomplete_results":
                    if cursor.null() { return true }
                    incomplete = cursor.bool()
                    return incomplete != nil
                case "items":
                    var list: [Repository] = []
                    list.reserveCapacity(100)
                    guard cursor.array({ cursor in
                        guard let repository = self.repository(&cursor) else { return false }
                        list.append(repository)
                        return true
                    }) else { return false }
                    items = list
                    return true
                default:
                    return cursor.skipValue()
                }
            }
            guard read, cursor.isAtEnd, let totalCount, let items else { return nil }
            return SearchPage(totalCount: totalCount, incompleteResults: incomplete, items: items)
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

    /// Optional fields: absent and `null` are both nil, as `decodeIfPresent` has it.
    private struct Optionals {
        var isPrivate: Bool?
        var description: String?
        var cloneURL: String?
        var homepage: String?
        var watchersCount: Int?
        var subscribersCount: Int?
        var language: String?
        var topics: [String]?
        var defaultBranch: String?
        var license: License?
        var visibility: String?
        var isArchived: Bool?
        var createdAt: Date?
        var updatedAt: Date?
        var pushedAt: Date?
    }

    private static func repository(_ cursor: inout JSONCursor) -> Repository? {
        var id: Int?, name: String?, fullName: String?, owner: User?, isFork: Bool?, htmlURL: String?
        var stars: Int?, forks: Int?, openIssues: Int?
        var optional = Optionals()
        var seen = Set<String>()
        let read = cursor.object { cursor, key in
            guard seen.insert(key).inserted else { return false }
            switch key {
            case "id": id = cursor.int(); return id != nil
            case "name": name = cursor.string(); return name != nil
            case "full_name": fullName = cursor.string(); return fullName != nil
            case "owner": owner = user(&cursor); return owner != nil
            case "fork": isFork = cursor.bool(); return isFork != nil
            case "html_url": htmlURL = cursor.string(); return htmlURL != nil
            case "stargazers_count": stars = cursor.int(); return stars != nil
            case "forks_count": forks = cursor.int(); return forks != nil
            case "open_issues_count": openIssues = cursor.int(); return openIssues != nil
            case "private": return optionalValue(&cursor, into: &optional.isPrivate) { $0.bool() }
            case "description": return optionalValue(&cursor, into: &optional.description) { $0.string() }
            case "clone_url": return optionalValue(&cursor, into: &optional.cloneURL) { $0.string() }
            case "homepage": return optionalValue(&cursor, into: &optional.homepage) { $0.string() }
            case "watchers_count": return optionalValue(&cursor, into: &optional.watchersCount) { $0.int() }
            case "subscribers_count": return optionalValue(&cursor, into: &optional.subscribersCount) { $0.int() }
            case "language": return optionalValue(&cursor, into: &optional.language) { $0.string() }
            case "topics": return optionalValue(&cursor, into: &optional.topics) { strings(&$0) }
            case "default_branch": return optionalValue(&cursor, into: &optional.defaultBranch) { $0.string() }
            case "license": return optionalValue(&cursor, into: &optional.license) { license(&$0) }
            case "visibility": return optionalValue(&cursor, into: &optional.visibility) { $0.string() }
            case "archived": return optionalValue(&cursor, into: &optional.isArchived) { $0.bool() }
            case "created_at": return optionalValue(&cursor, into: &optional.createdAt) { date(&$0) }
            case "updated_at": return optionalValue(&cursor, into: &optional.updatedAt) { date(&$0) }
            case "pushed_at": return optionalValue(&cursor, into: &optional.pushedAt) { date(&$0) }
            default: return cursor.skipValue()
            }
        }
        guard read, let id, let name, let fullName, let owner, let isFork, let htmlURL, let stars, let forks,
              let openIssues else { return nil }
        return Repository(id: id, name: name, fullName: fullName, owner: owner, isPrivate: optional.isPrivate,
                          description: optional.description, isFork: isFork, htmlURL: htmlURL,
                          cloneURL: optional.cloneURL, homepage: optional.homepage, stargazersCount: stars,
                          forksCount: forks, watchersCount: optional.watchersCount,
                          subscribersCount: optional.subscribersCount, openIssuesCount: openIssues,
                          language: optional.language, topics: optional.topics, defaultBranch: optional.defaultBranch,
                          license: optional.license, visibility: optional.visibility, isArchived: optional.isArchived,
                          createdAt: optional.createdAt, updatedAt: optional.updatedAt, pushedAt: optional.pushedAt)
    }

    /// `null` leaves `value` nil; anything else must read.
    private static func optionalValue<Value>(_ cursor: inout JSONCursor, into value: inout Value?,
                                             _ read: (inout JSONCursor) -> Value?) -> Bool {
        if cursor.null() { return true }
        value = read(&cursor)
        return value != nil
    }

    private static func user(_ cursor: inout JSONCursor) -> User? {
        var login: String?, id: Int?, htmlURL: String?, type: String?
        var seen = Set<String>()
        let read = cursor.object { cursor, key in
            guard seen.insert(key).inserted else { return false }
            switch key {
            case "login": login = cursor.string(); return login != nil
            case "id": id = cursor.int(); return id != nil
            case "html_url": return optionalValue(&cursor, into: &htmlURL) { $0.string() }
            case "type": return optionalValue(&cursor, into: &type) { $0.string() }
            default: return cursor.skipValue()
            }
        }
        guard read, let login, let id else { return nil }
        return User(login: login, id: id, htmlURL: htmlURL, type: type)
    }

    private static func license(_ cursor: inout JSONCursor) -> License? {
        var key: String?, name: String?, spdxID: String?
        var seen = Set<String>()
        let read = cursor.object { cursor, member in
            guard seen.insert(member).inserted else { return false }
            switch member {
            case "key": key = cursor.string(); return key != nil
            case "name": name = cursor.string(); return name != nil
            case "spdx_id": return optionalValue(&cursor, into: &spdxID) { $0.string() }
            default: return cursor.skipValue()
            }
        }
        guard read, let key, let name else { return nil }
        return License(key: key, name: name, spdxID: spdxID)
    }

    private static func strings(_ cursor: inout JSONCursor) -> [String]? {
        var list: [String] = []
        guard cursor.array({ cursor in
            guard let text = cursor.string() else { return false }
            list.append(text)
            return true
        }) else { return nil }
        return list
    }

    private static func date(_ cursor: inout JSONCursor) -> Date? {
        cursor.string().flatMap(InternetDate.parse)
    }
}

/// `YYYY-MM-DDTHH:MM:SSZ`, the one form GitHub writes, as the ISO 8601 strategy reads it; nil
/// for any other form (offsets, fractions) or a date before the Gregorian calendar's start,
/// which `JSONDecoder` then reads itself.
enum InternetDate {
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              bytes[19] == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              year >= 1583, (1...12).contains(month), hour < 24, minute < 60, second < 60 else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day >= 1, day <= monthDays[month - 1] else { return nil }
        // Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }
}

/// Reads the README envelope (`GET /repos/OWNER/REPO/readme`) the same way: its few fields,
/// the 300 KB `content` unescaped in one pass; nil when not sure, and `JSONDecoder` then reads it.
enum ReadmeEnvelopeReader {
    static func readme(_ body: Data) -> Readme? {
        body.withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes)
            var name: String?, path: String?, content: String?
            var htmlURL: String?, downloadURL: String?, encoding: String?, size: Int?
            var seen = Set<String>()
            func optionalString(_ cursor: inout JSONCursor, _ value: inout String?) -> Bool {
                if cursor.null() { return true }
                value = cursor.string()
                return value != nil
            }
            let read = cursor.object { cursor, key in
                guard seen.insert(key).inserted else { return false }
                switch key {
                case "name": name = cursor.string(); return name != nil
                case "path": path = cursor.string(); return path != nil
                case "content": content = cursor.string(); return content != nil
                case "html_url": return optionalString(&cursor, &htmlURL)
                case "download_url": return optionalString(&cursor, &downloadURL)
                case "encoding": return optionalString(&cursor, &encoding)
                case "size":
                    if cursor.null() { return true }
                    size = cursor.int()
                    return size != nil
                default: return cursor.skipValue()
                }
            }
            guard read, cursor.isAtEnd, let name, let path, let content else { return nil }
            return Readme(name: name, path: path, htmlURL: htmlURL, downloadURL: downloadURL, encoding: encoding,
                          content: content, size: size)
        }
    }
}
