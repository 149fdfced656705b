// decode-benchmark KIND FILE COUNT
//
// Decodes one recorded GitHub answer COUNT times, the way the client does, so that
// `valgrind --tool=callgrind` can count the instructions of one decode: run it with two counts
// and divide the difference (Benchmarks/README.md, "One JSON layer"). KIND is `search` (a search
// page), `repository`, `readme` (the README envelope), `tree` (a git tree) or `cache` (a cache
// entry's metadata: FILE's headers, kept with a small body, read back from the entry's bytes).
// Prints what it read, so a decode that failed is seen; exits 1 when one does.
import APIClient
import Entities
import Foundation
import ResponseCache

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]), count >= 0,
      let body = FileManager.default.contents(atPath: arguments[2]) else {
    FileHandle.standardError.write(Data("usage: decode-benchmark search|repository|readme|tree|cache FILE COUNT\n".utf8))
    exit(2)
}

/// Decodes `body` as `kind` once; a line saying what was read.
func decodeOnce(_ kind: String, _ body: Data, cacheEntry: [UInt8]) throws -> String {
    switch kind {
    case "search":
        let page = try GitHubAPI.SearchRepositories(query: "q").decodeResponse(body, decoder: GitHubDecoding.makeDecoder())
        return "\(page.items.count) items of \(page.totalCount)"
    case "repository":
        let repository = try GitHubAPI.Repository(owner: "o", name: "n").decodeResponse(body, decoder: GitHubDecoding.makeDecoder())
        return repository.fullName
    case "readme":
        let readme = try GitHubAPI.Readme(owner: "o", name: "n").decodeResponse(body, decoder: GitHubDecoding.makeDecoder())
        return "\(readme.path): \(readme.content.utf8.count) bytes of base64"
    case "tree":
        let tree = try GitHubAPI.Tree(owner: "o", name: "n", ref: "HEAD", recursive: true).decodeResponse(body, decoder: GitHubDecoding.makeDecoder())
        return "\(tree.entries.count) entries"
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
