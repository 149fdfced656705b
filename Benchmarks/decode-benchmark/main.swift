// decode-benchmark KIND FILE COUNT
//
// Decodes one recorded GitHub answer COUNT times, the way the client does, so that
// `valgrind --tool=callgrind` can count the instructions of one decode: run it with two counts
// and divide the difference (Benchmarks/README.md, "One JSON layer"). KIND is `search` (a search
// page), `repository`, `readme` (the README envelope), `tree` (a git tree), `commits` (a history
// page), `commit` (one commit with its files), `releases`, `branches`, `tags`, `ratelimit`,
// `languages` or `cache` (a cache entry's metadata: FILE's headers, kept with a small body, read
// back from the entry's bytes).
// Prints what it read, so a decode that failed is seen; exits 1 when one does.
import APIClient
import Entities
import Foundation
import ResponseCache

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]), count >= 0,
      let body = FileManager.default.contents(atPath: arguments[2]) else {
    FileHandle.standardError.write(Data(("usage: decode-benchmark search|repository|readme|tree|commits|commit|releases|"
        + "branches|tags|ratelimit|languages|cache FILE COUNT\n").utf8))
    exit(2)
}

/// `body` as `request`'s answer, the way the client reads it.
func decode<Request: GitHubRequest>(_ request: Request, _ body: Data) throws -> Request.Response {
    try request.decodeResponse(body)
}

/// Decodes `body` as `kind` once; a line saying what was read.
func decodeOnce(_ kind: String, _ body: Data, cacheEntry: [UInt8]) throws -> String {
    switch kind {
    case "search":
        let page = try decode(GitHubAPI.SearchRepositories(query: "q"), body)
        return "\(page.items.count) items of \(page.totalCount)"
    case "repository":
        return try decode(GitHubAPI.Repository(owner: "o", name: "n"), body).fullName
    case "readme":
        let readme = try decode(GitHubAPI.Readme(owner: "o", name: "n"), body)
        return "\(readme.path): \(readme.content.utf8.count) bytes of base64"
    case "tree":
        let tree = try decode(GitHubAPI.Tree(owner: "o", name: "n", ref: "HEAD", recursive: true), body)
        return "\(tree.entries.count) entries"
    case "commits":
        let commits = try decode(GitHubAPI.Commits(owner: "o", name: "n", ref: nil), body)
        return "\(commits.count) commits, the first \(commits.first?.sha ?? "none")"
    case "commit":
        let detail = try decode(GitHubAPI.CommitDetail(owner: "o", name: "n", sha: "HEAD"), body)
        return "\(detail.commit.sha): \(detail.files.count) files, +\(detail.stats?.additions ?? 0)"
    case "releases":
        let releases = try decode(GitHubAPI.Releases(owner: "o", name: "n"), body)
        return "\(releases.count) releases, \(releases.reduce(0) { $0 + $1.assets.count }) assets"
    case "branches":
        return "\(try decode(GitHubAPI.Branches(owner: "o", name: "n"), body).count) branches"
    case "tags":
        return "\(try decode(GitHubAPI.Tags(owner: "o", name: "n"), body).count) tags"
    case "ratelimit":
        return "\(try decode(GitHubAPI.RateLimits(), body).resources.count) budgets"
    case "languages":
        return "\(try decode(GitHubAPI.Languages(owner: "o", name: "n"), body).languages.count) languages"
    case "cache":
        guard let entry = CacheFileFormat.decode(cacheEntry) else { throw CocoaError(.coderReadCorrupt) }
        return "\(entry.status), \(entry.headers.count) headers"
    default:
        throw CocoaError(.featureUnsupported)
    }
}

/// For `cache`: an entry holding FILE's lines (`Name: value`) as its headers and a small body.
func cacheEntry(_ kind: String, _ file: Data) -> [UInt8] {
    guard kind == "cache" else { return [] }
    let headers = String(decoding: file, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
        line.firstIndex(of: ":").map {
            CachedHeader(name: String(line[..<$0]), value: line[line.index(after: $0)...].trimmingCharacters(in: .whitespaces))
        }
    }
    let key = CacheKey(url: "https://api.github.com/search/repositories?q=swift&per_page=100&page=1",
                       accept: "application/vnd.github+json", credential: "0123456789abcdef")
    return CacheFileFormat.encode(CachedResponse(key: key, status: 200, headers: headers, body: Data("{}".utf8),
                                                 fetchedAt: Date(timeIntervalSince1970: 1_764_000_000.25)))
}

let kind = arguments[1]
let entry = cacheEntry(kind, body)
var last = "nothing decoded"
do {
    for _ in 0..<count { last = try decodeOnce(kind, body, cacheEntry: entry) }
} catch {
    FileHandle.standardError.write(Data("decode-benchmark: \(error)\n".utf8))
    exit(1)
}
print(last)
