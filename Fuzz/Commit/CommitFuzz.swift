#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import CommitDetailPresenter
import CommitDetailView
import Entities
import FuzzScreenSupport
import Interactors
import PresentationKit
import ResponseCache
import TerminalUI
import Routes

/// Fuzz target (issue 31): a commit answer (`GET /repos/o/r/commits/SHA`) through the commit
/// screen: `GitHubClient`'s decoding, the Interactor (following the pages its `link` announces),
/// the Presenter's layout of message, files and patches, the ViewController drawn at a size the
/// input picks and scrolled file by file; then every file (and former name) the commit lists
/// asked for as a file screen would ask. Every request must stay under `/repos/o/r/`
/// (`RepositoryBoundClient` traps otherwise), whatever the SHA or the files are named.
///
/// Input: a first line, the SHA the screen opens (as a commits list would give it, `..` included);
/// then the body answering every `commits/…` request. Its length picks how many pages the
/// `link` header announces (none to three).
public enum CommitFuzz {
    public static func run(_ bytes: [UInt8]) {
        _ = MainActor.assumeIsolated { CommitScreen.run(bytes, size: ScreenHarness.size(for: bytes)) }
    }

    /// What the commit screen showed first at `rows`×`columns` (for the test that checks the
    /// commit reaches the screen at all).
    public static func screenText(_ bytes: [UInt8], rows: Int, columns: Int) -> String {
        MainActor.assumeIsolated { CommitScreen.run(bytes, size: TerminalSize(rows: rows, columns: columns)) }
    }
}

@MainActor
enum CommitScreen {
    @discardableResult
    static func run(_ bytes: [UInt8], size: TerminalSize) -> String {
        let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        let sha = String(decoding: bytes[..<newline], as: UTF8.self)
        let body = newline < bytes.endIndex ? Array(bytes[(newline + 1)...]) : []
        let pages = bytes.count % 4
        let (owner, name) = ("o", "r")
        let http = RepositoryBoundClient(owner: owner, name: name) { path, query in
            guard path.contains("/commits/") else { return RepositoryBoundClient.notFound }
            let page = query.split(separator: "&").compactMap { $0.hasPrefix("page=") ? Int($0.dropFirst(5)) : nil }.first ?? 1
            let link = page < pages ? [HTTPHeaders.Field(name: "link",
                                                         value: "<\(RepositoryBoundClient.base)\(path)?page=\(page + 1)>; rel=\"next\"")]
                : []
            return RepositoryBoundClient.ok(body, headers: link)
        }
        let client = GitHubClient(configuration: GitHubConfiguration(baseURL: RepositoryBoundClient.base),
                                  httpClient: http, cache: DisabledResponseCache())
        let work = InlineWork()
        let fullName = "\(owner)/\(name)"
        let view = CommitDetailViewController(bindings: ScreenHarness.bindings(for: CommitDetailKeys.sections))
        view.presenter = CommitDetailViewPresenter(
            fullName: fullName, sha: sha, trail: ["github", fullName, "commits", String(sha.prefix(7))], view: view,
            router: NowhereCommitRouter(), usecase: CommitDetailInteractor(client: client, scheduler: work),
            services: ScreenServices(browser: NoBrowser(), clipboard: NoClipboard(),
                                     dateProvider: FixedDate(), hasToken: false))
        let first = ScreenHarness.exercise(view, keys: keys, size: size)

        // Every file the commit names, as a file screen at the commit would ask for it.
        let files = FileContentsInteractor(client: client, scheduler: work)
        if case .success(let answer) = client.send(GitHubAPI.CommitDetail(owner: owner, name: name, sha: "0"),
                                                   cancellation: nil) {
            for file in answer.value.files.prefix(256) {
                for path in [file.filename, file.previousFilename].compactMap({ $0 }) {
                    files.fetchFile(fullName: fullName, path: path, ref: sha, knownSize: nil, freshness: .refreshNow) { _ in }
                }
            }
        }
        return first
    }

    /// File by file, scrolling, the browser, and back.
    private static let keys: [KeyPress] = [.tab, .tab, .down, .pageDown, .backTab, .end, .tab, .home, .up,
                                           .character("o"), .pageDown, .tab, .escape]
}

/// The commit screen leads nowhere but back.
@MainActor
final class NowhereCommitRouter: CommitDetailWireframe {
    func show(_ route: Route) {}
    func replaceTop(with route: Route) {}
    func closeTop() {}
}
