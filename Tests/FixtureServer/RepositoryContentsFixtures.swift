import APIClient
import Foundation
import Synchronization
import TextCells

/// What the stand-in answers inside a repository, for any `OWNER/REPO`, from the recordings in
/// `shared/fixtures/github-repo` (beside the GitHub fixtures) and a few answers made in their shape
/// (`MadeRepositoryContents`):
///
/// - `GET …/git/trees/REF?recursive=1`: the recorded tree of sigmavirus24/github3.py (275
///   entries); for `tldr-pages/tldr` the 30,077-entry tree (`bench/large-tree-2x`: it doubled,
///   `LargeTree`); for `ghbrowse-fixtures/truncated-tree`
///   its first entries with `"truncated": true`; for `ghbrowse-fixtures/pathological` the recorded
///   tree and `pathological/…`, files costly to highlight (`MadeRepositoryContents.pathologicalFiles`);
///   for `ghbrowse-fixtures/markdown-links` the recorded tree and `docs/LINKS.md`, a Markdown file
///   with relative links (served in any repository).
/// - `GET …/git/trees/SHA` (not recursive): for the SHA of a directory in the recorded tree (or
///   the root's SHA), its own entries, built from the recording; any other REF: the recorded
///   non-recursive tree (EnricoMi/PyGithub), except for the truncated repository, whose top level
///   is built from the recording. `hostile/tree`'s tree, at any ref, is `HostileTree`.
/// - `GET …/contents/PATH[?ref=]`: with `Accept: application/vnd.github.raw` the bytes, otherwise
///   GitHub's JSON envelope (base64 up to 1 MB; `encoding: none` past it). `github3/repos/repo.py`
///   is the recorded file, `bench/repo-LINES.py` its lines repeated to LINES (1 to 100,000);
///   `ghbrowse-fixtures/binary.bin` (NUL bytes) and
///   `ghbrowse-fixtures/large.swift` (1.2 MB, 12,000 lines of Swift) and the `pathological/…` files
///   are made; any other file of
///   the recorded tree is a short text naming it; a file a recorded code search result names is
///   made of its fragments (`CodeSearchFixtures`); anything else is 404.
/// - `GET …/commits?sha=&per_page=&page=`: the 25 recorded commits of github3.py, paged, with a
///   `link` header to this server.
/// - `GET …/commits/SHA`: `cbfe8d0f…` is the recorded 371-file commit (`?page=2` the rest, `link`
///   to it); any other SHA the recorded commit with three patches.
/// - `GET …/branches`, `…/tags`, `…/releases`: the recorded lists (10, 30, 10), paged with `link`;
///   `…/releases/latest`, `…/releases/ID`, `…/releases/ID/assets`: the recorded release and assets.
final class RepositoryContentsFixtures: Sendable {
    /// The repository whose recursive tree is the large one.
    static let largeTreeRepository = LargeTree.fullName
    /// The commit whose files come in two pages.
    static let pagedCommitSHA = "cbfe8d0f623ca29d984ec09d2b566e9ab10ae024"
    /// The path of the recorded file.
    static let recordedFilePath = "github3/repos/repo.py"

    let store: FixtureStore
    private let made: MadeRepositoryContents
    private let bodies = Mutex<[String: [UInt8]]>([:])
    /// The large tree doubled (`LargeTree.doubled`), made once.
    private let doubledTree = Mutex<FixtureResponse?>(nil)
    /// The files code search's recorded results name, served in their repositories.
    private let codeSearch: CodeSearchFixtures?

    /// The `github-repo` folder beside the GitHub fixtures' folder.
    init(besideGitHubFixtures github: FixtureStore, codeSearch: CodeSearchFixtures? = nil) throws {
        self.codeSearch = codeSearch
        var directory = github.directory
        while directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
        let parent = directory.lastIndex(of: "/").map { String(directory[..<$0]) } ?? "."
        store = FixtureStore(directory: parent + "/github-repo")
        made = try MadeRepositoryContents(recordedTree: store.fixture(named: "tree-recursive-sigmavirus24-github3.py"))
    }

    /// The answer for `segments` (what follows `/repos/OWNER/REPO/`, still percent-encoded), or
    /// nil when it is not a route of this kind.
    func respond(to request: ReceivedRequest, fullName: String, segments: [Substring]) -> FixtureResponse? {
        let decoded = segments.map { PercentEncoding.decode($0, plusIsSpace: false) }
        guard let first = decoded.first else { return nil }
        switch first {
        case "git" where decoded.count == 3 && decoded[1] == "trees":
            return tree(ref: decoded[2], fullName: fullName, recursive: request.query("recursive").map { !$0.isEmpty && $0 != "0" } ?? false)
        case "contents":
            return contents(path: decoded.dropFirst().joined(separator: "/"), fullName: fullName, request: request)
        case "commits" where decoded.count == 1:
            return page(of: "commits-sigmavirus24-github3.py", request: request, path: "/repos/\(fullName)/commits")
        case "commits" where decoded.count == 2:
            return commit(sha: decoded[1], request: request, fullName: fullName)
        case "branches" where decoded.count == 1:
            return page(of: "branches-sigmavirus24-github3.py", request: request, path: "/repos/\(fullName)/branches")
        case "tags" where decoded.count == 1:
            return page(of: "tags-pygithub-pygithub", request: request, path: "/repos/\(fullName)/tags")
        case "releases":
            return release(decoded.dropFirst().map { $0 }, request: request, fullName: fullName)
        default:
            return nil
        }
    }

    // MARK: Trees

    private func tree(ref: String, fullName: String, recursive: Bool) -> FixtureResponse {
        let lowered = fullName.lowercased()
        if lowered == HostileTree.fullName {
            return .json(HostileTree.json, headers: [FixtureHeader(name: "cache-control", value: "private, max-age=60, s-maxage=60")])
        }
        if recursive {
            if lowered == Self.largeTreeRepository { return fixture("tree-large-tldr-pages-tldr") }
            if lowered == LargeTree.doubledFullName { return doubledLargeTree() }
            if lowered == MadeRepositoryContents.pathologicalRepository {
                return made.json(made.treeWithPathologicalFiles(), like: fixture("tree-recursive-sigmavirus24-github3.py"))
            }
            if lowered == MadeRepositoryContents.markdownLinksRepository {
                return made.json(made.treeWithMarkdownLinks(), like: fixture("tree-recursive-sigmavirus24-github3.py"))
            }
            if lowered == MadeRepositoryContents.truncatedTreeRepository {
                return made.json(made.truncatedTree(), like: fixture("tree-recursive-sigmavirus24-github3.py"))
            }
            return fixture("tree-recursive-sigmavirus24-github3.py")
        }
        if let subtree = made.subtree(sha: ref) {
            return made.json(subtree, like: fixture("tree-recursive-sigmavirus24-github3.py"))
        }
        if lowered == MadeRepositoryContents.truncatedTreeRepository {
            return made.json(made.subtree(sha: made.rootSHA) ?? [:], like: fixture("tree-recursive-sigmavirus24-github3.py"))
        }
        return fixture("tree-enricomi-pygithub")
    }

    /// The large tree doubled, its headers as recorded.
    private func doubledLargeTree() -> FixtureResponse {
        if let made = doubledTree.withLock({ $0 }) { return made }
        var response = fixture("tree-large-tldr-pages-tldr")
        guard response.status == 200, let body = LargeTree.doubled(response.body) else { return response }
        response.body = body
        response.headers = response.headers.filter { $0.name.lowercased() != "etag" }
        doubledTree.withLock { $0 = response }
        return response
    }

    // MARK: Contents

    private func contents(path: String, fullName: String, request: ReceivedRequest) -> FixtureResponse {
        let raw = ReadmeFixtures.wantsRaw(request)
        if path == Self.recordedFilePath {
            let recorded = fixture("contents-file-sigmavirus24-github3.py")
            guard raw else { return recorded }
            return ReadmeFixtures.raw(recordedFileBytes(), headers: recorded.headers.filter { $0.name.lowercased() != "etag" })
        }
        guard let bytes = made.file(at: path) ?? repeatedRecordedFile(at: path)
                ?? codeSearch?.file(fullName: fullName, path: path) else {
            return Self.notFound
        }
        let headers = [FixtureHeader(name: "content-type", value: "application/json; charset=utf-8"),
                       FixtureHeader(name: "cache-control", value: "private, max-age=60, s-maxage=60")]
        return raw ? ReadmeFixtures.raw(bytes, headers: headers) : made.envelope(bytes, path: path, headers: headers)
    }

    /// The recorded file's bytes.
    private func recordedFileBytes() -> [UInt8] {
        let content = (try? JSONObject(parsing: fixture("contents-file-sigmavirus24-github3.py").body).string("content")) ?? ""
        return Data(base64Encoded: content, options: .ignoreUnknownCharacters).map { [UInt8]($0) } ?? []
    }

    /// `bench/repo-LINES.py` (LINES from 1 to 100,000): the recorded file's lines repeated to
    /// LINES lines, as `highlight-benchmark` makes its 10,000-line file (`Benchmarks/inside.sh`).
    private func repeatedRecordedFile(at path: String) -> [UInt8]? {
        guard path.hasPrefix(Self.repeatedFilePrefix), path.hasSuffix(".py"),
              let count = Int(path.dropFirst(Self.repeatedFilePrefix.count).dropLast(3)), (1...100_000).contains(count)
        else { return nil }
        let lines = recordedFileBytes().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return nil }
        var text: [UInt8] = []
        for index in 0..<count {
            text += lines[index % lines.count]
            text.append(UInt8(ascii: "\n"))
        }
        return text
    }

    /// Where `repeatedRecordedFile(at:)`'s paths start.
    static let repeatedFilePrefix = "bench/repo-"

    // MARK: Commits and releases

    private func commit(sha: String, request: ReceivedRequest, fullName: String) -> FixtureResponse {
        guard sha.lowercased() == Self.pagedCommitSHA else { return fixture("commit-with-patch-pygithub-pygithub") }
        let host = request.header("host") ?? "127.0.0.1"
        let base = "http://\(host)/repos/\(fullName)/commits/\(sha)"
        if request.query("page") == "2" {
            return fixture("commit-files-page2-pygithub-pygithub")
                .settingHeader("link", "<\(base)?page=1>; rel=\"prev\", <\(base)?page=1>; rel=\"first\"")
        }
        return fixture("commit-files-page1-pygithub-pygithub")
            .settingHeader("link", "<\(base)?page=2>; rel=\"next\", <\(base)?page=2>; rel=\"last\"")
    }

    private func release(_ rest: [String], request: ReceivedRequest, fullName: String) -> FixtureResponse? {
        switch rest.count {
        case 0: return page(of: "releases-pygithub-pygithub", request: request, path: "/repos/\(fullName)/releases")
        case 1 where rest[0] == "latest": return fixture("release-latest-rickrickston123-repotest")
        case 1: return fixture("release-with-assets-rickrickston123-repotest")
        case 2 where rest[1] == "assets": return fixture("release-assets-rickrickston123-repotest")
        default: return nil
        }
    }

    /// Page `page` of `per_page` (default 30, at most 100) items of the recorded list `name`, with
    /// a `link` header to this server for the next and last pages (first and previous after page 1).
    private func page(of name: String, request: ReceivedRequest, path: String) -> FixtureResponse {
        let recorded = fixture(name)
        guard recorded.status == 200,
              let items = (try? JSONSerialization.jsonObject(with: Data(recorded.body))) as? [Any] else { return recorded }
        let perPage = min(100, max(1, request.query("per_page").flatMap { Int($0) } ?? 30))
        let lastPage = max(1, (items.count + perPage - 1) / perPage)
        let page = max(1, request.query("page").flatMap { Int($0) } ?? 1)
        let start = min((page - 1).multipliedReportingOverflow(by: perPage).overflow ? items.count : (page - 1) * perPage,
                        items.count)
        let end = min(start + perPage, items.count)
        let key = "\(name) \(start) \(end)"
        let body = bodies.withLock { $0[key] } ?? JSONObject.serialize(Array(items[start..<end]))
        bodies.withLock { $0[key] = body }

        let host = request.header("host") ?? "127.0.0.1"
        var common = request.queryItems.filter { $0.name != "page" && $0.name != "per_page" }
            .map { PercentEncoding.encodeQueryValue($0.name) + "=" + PercentEncoding.encodeQueryValue($0.value) }
        common.append("per_page=\(perPage)")
        func link(_ target: Int, _ relation: String) -> String {
            "<http://\(host)\(path)?\((common + ["page=\(target)"]).joined(separator: "&"))>; rel=\"\(relation)\""
        }
        var links: [String] = []
        if page < lastPage { links += [link(page + 1, "next"), link(lastPage, "last")] }
        if page > 1 { links += [link(1, "first"), link(min(page - 1, lastPage), "prev")] }
        var headers = recorded.headers.filter { !["etag", "link", "last-modified"].contains($0.name.lowercased()) }
        if !links.isEmpty { headers.append(FixtureHeader(name: "link", value: links.joined(separator: ", "))) }
        return FixtureResponse(status: 200, headers: headers, body: body)
    }

    /// GitHub's 404 body.
    static let notFound = FixtureResponse.json(
        #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest"}"#, status: 404)

    /// A recorded exchange of `github-repo`.
    private func fixture(_ name: String) -> FixtureResponse {
        guard let fixture = try? store.fixture(named: name) else {
            return .json("{\"message\":\"fixture \(name) is missing\"}", status: 500)
        }
        return FixtureResponse(fixture: fixture)
    }
}
