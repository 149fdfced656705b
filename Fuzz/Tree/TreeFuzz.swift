#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import FuzzScreenSupport
import Interactors
import PresentationKit
import RepositoryFilesPresenter
import RepositoryFilesView
import ResponseCache
import TerminalUI
import Usecases
import Routes

/// Fuzz target (issue 31): a tree answer and a file's contents through the files screen, its
/// Interactors (over `GitHubClient`), Presenter and ViewController, drawn at a size the input picks
/// and driven by keys (open, up, find, open what was found, refresh); then every path and SHA the
/// tree names asked for as the file and directory screens would ask. Every request must stay
/// under `/repos/o/r/` (`RepositoryBoundClient` traps otherwise), whatever the entries are named.
///
/// Input: a first line, the ref the screen opens at (`main`, or `..`); then the body answering
/// every `git/trees/…` request (recursive or not); then, after a NUL byte, the body answering every
/// `contents/…` request.
public enum TreeFuzz {
    public static func run(_ bytes: [UInt8]) {
        let input = TreeInput(bytes)
        checkReadAsItArrives(input.tree, pieces: bytes.count % 61 + 1)
        _ = MainActor.assumeIsolated { TreeScreen.run(input, size: ScreenHarness.size(for: bytes)) }
    }

    /// The tree's body read as it arrives (`GitTreeBodyScanner`, fed pieces of up to `pieces` bytes)
    /// reads to the same tree, or the same error, as the whole body: traps otherwise.
    static func checkReadAsItArrives(_ body: [UInt8], pieces: Int) {
        let scanner = GitTreeBodyScanner()
        var growing = Data()
        var start = 0
        while start < body.count {
            let end = min(body.count, start + 1 + (start * 7 + body.count) % pieces)
            growing.append(contentsOf: body[start..<end])
            growing.withUnsafeBytes { scanner.bodyDidGrow($0) }
            start = end
        }
        let whole = Result { try GitTree.read(from: Data(body)) }
        let scanned = Result { try GitTree.read(from: Data(body), scanned: scanner) }
        switch (whole, scanned) {
        case (.success(let tree), .success(let same)) where tree == same: return
        case (.failure(let error), .failure(let same)) where "\(error)" == "\(same)": return
        default: preconditionFailure("the tree read as it arrived differs from the whole body's")
        }
    }

    /// What the files screen showed first at `rows`×`columns` (for the test that checks the tree
    /// reaches the screen at all).
    public static func screenText(_ bytes: [UInt8], rows: Int, columns: Int) -> String {
        MainActor.assumeIsolated { TreeScreen.run(TreeInput(bytes), size: TerminalSize(rows: rows, columns: columns)) }
    }
}

/// One input: the ref, the tree's body and the file's body.
struct TreeInput: Sendable {
    let ref: String
    let tree: [UInt8]
    let contents: [UInt8]

    init(_ bytes: [UInt8]) {
        let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        ref = String(decoding: bytes[..<newline], as: UTF8.self)
        let rest = newline < bytes.endIndex ? bytes[(newline + 1)...] : []
        let nul = rest.firstIndex(of: 0) ?? rest.endIndex
        tree = Array(rest[..<nul])
        contents = nul < rest.endIndex ? Array(rest[(nul + 1)...]) : []
    }
}

@MainActor
enum TreeScreen {
    /// Returns what the screen showed first, before any key.
    @discardableResult
    static func run(_ input: TreeInput, size: TerminalSize) -> String {
        let (owner, name) = ("o", "r")
        let http = RepositoryBoundClient(owner: owner, name: name) { path, _ in
            if path.contains("/git/trees/") { return RepositoryBoundClient.ok(input.tree) }
            if path.contains("/contents/") { return RepositoryBoundClient.ok(input.contents) }
            return RepositoryBoundClient.notFound
        }
        let client = GitHubClient(configuration: GitHubConfiguration(baseURL: RepositoryBoundClient.base),
                                  httpClient: http, cache: DisabledResponseCache())
        let work = InlineWork()
        let trees = RepositoryTreeInteractor(client: client, scheduler: work)
        let files = FileContentsInteractor(client: client, scheduler: work)
        let place = RepositoryRef(fullName: "\(owner)/\(name)", ref: input.ref)
        let router = FileFetchingRouter(files: files)
        let view = RepositoryFilesViewController(bindings: ScreenHarness.bindings(for: RepositoryFilesKeys.sections))
        view.presenter = RepositoryFilesViewPresenter(
            place: place, path: "", trail: ["github", place.fullName, "files"], view: view, router: router,
            treeUsecase: trees,
            services: ScreenServices(browser: NoBrowser(), clipboard: NoClipboard(),
                                     dateProvider: FixedDate(), hasToken: false))
        let first = ScreenHarness.exercise(view, keys: keys, size: size)

        // Every entry as the file screen would ask for it, and every tree SHA as a cut tree's
        // directory would be asked for.
        if case .success(let answer) = client.send(GitHubAPI.Tree(owner: owner, name: name, ref: "main", recursive: true),
                                                   cancellation: nil) {
            for entry in answer.value.entries.prefix(256) {
                router.show(.file(place, path: entry.path, size: entry.size))
                files.fetchFile(fullName: place.fullName, path: entry.path, ref: nil, knownSize: nil,
                                freshness: .refreshNow) { _ in }
                if let sha = entry.sha {
                    trees.fetchDirectory(fullName: place.fullName, treeSHA: sha, freshness: .refreshNow) { _ in }
                }
            }
        }
        return first
    }

    /// Into the first rows and back, to the end, a find that opens what it found, a refresh.
    private static let keys: [KeyPress] = [
        .enter, .left, .down, .enter, .down, .enter, .left, .left, .end, .enter, .home, .down, .down, .enter,
        .character("/"), .character("u"), .character("s"), .character("e"), .character("r"), .enter, .escape,
        .character("/"), .character("."), .down, .enter, .escape, .character("o"), .character("r"), .pageDown, .enter,
    ]
}

/// Where the files screen leads: the file it opens is asked for at once, as the file screen would.
@MainActor
final class FileFetchingRouter: RepositoryFilesWireframe {
    private let files: FileContentsUsecase

    init(files: FileContentsUsecase) {
        self.files = files
    }

    func show(_ route: Route) {
        guard case .file(let place, let path, let size, _, _) = route else { return }
        files.fetchFile(fullName: place.fullName, path: path, ref: place.ref, knownSize: size,
                        freshness: .cachedThenFresh) { _ in }
    }

    func replaceTop(with route: Route) {}
    func closeTop() {}
}
