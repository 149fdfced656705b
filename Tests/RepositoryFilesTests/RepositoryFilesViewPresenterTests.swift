import Entities
import Foundation
import PresentationKit
import RepositoryBrowsing
@testable import RepositoryFilesPresenter
import TestSupport
import Routes
import Testing
import Usecases

/// Answers the tree use case by hand: each call is kept with its completion.
@MainActor
private final class RepositoryTreeUsecaseMock: RepositoryTreeUsecase {
    var treeCalls: [(ref: String, freshness: AnswerFreshness,
                     completion: (Result<CachedThenFresh<TreeAnswer>, GitHubError>) -> Void)] = []
    var directoryCalls: [(sha: String, completion: (Result<CachedThenFresh<TreeAnswer>, GitHubError>) -> Void)] = []

    func fetchTree(fullName: String, ref: String, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<TreeAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        treeCalls.append((ref, freshness, completion))
        return CancellableSpy()
    }

    func fetchDirectory(fullName: String, treeSHA: String, freshness: AnswerFreshness,
                        completion: @escaping @MainActor (Result<CachedThenFresh<TreeAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        directoryCalls.append((treeSHA, completion))
        return CancellableSpy()
    }
}

@MainActor
private final class FilesViewSpy: RepositoryFilesDisplay {
    var displayed: [RepositoryFilesViewModel] = []
    var last: RepositoryFilesViewModel { displayed.last ?? RepositoryFilesViewModel() }
    func display(_ viewModel: RepositoryFilesViewModel) { displayed.append(viewModel) }
}

/// The files a spy's routes opened, as "o/r@ref:path size".
@MainActor
private extension RouteWireframeSpy {
    var files: [String] {
        shown.compactMap {
            guard case .file(let place, let path, let size, _, _) = $0 else { return nil }
            return "\(place.fullName)@\(place.ref):\(path) \(size.map(String.init) ?? "?")"
        }
    }
}

@MainActor
@Suite struct RepositoryFilesViewPresenterTests {
    private let tree = RepositoryTreeUsecaseMock()
    private let view = FilesViewSpy()
    private let router = RouteWireframeSpy()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()
    private let presenter: RepositoryFilesViewPresenter

    init() {
        presenter = RepositoryFilesViewPresenter(
            place: RepositoryRef(fullName: "junegunn/fzf", ref: "master"), path: "", trail: ["github", "junegunn/fzf", "files"],
            view: view, router: router, treeUsecase: tree,
            services: .doubles(browser: browser, clipboard: clipboard,
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: true))
    }

    private static let entries = [
        GitTreeEntry(path: "README.md", type: .blob, sha: "r", size: 2_048),
        GitTreeEntry(path: "src", type: .tree, sha: "s"),
        GitTreeEntry(path: "src/tui", type: .tree, sha: "t"),
        GitTreeEntry(path: "src/tui/tui.go", type: .blob, sha: "g", size: 96_768),
        GitTreeEntry(path: "src/core.go", type: .blob, sha: "c", size: 10),
        GitTreeEntry(path: "a\u{1B}[31mevil", type: .blob, sha: "e", size: 1),
    ]

    private func answer(_ entries: [GitTreeEntry] = Self.entries, truncated: Bool = false) {
        tree.treeCalls.last?.completion(.success(.fresh(TreeAnswer(tree: GitTree(entries: entries, truncated: truncated)),
                                                        source: .network)))
    }

    @Test func listsDirectoriesFirstThenFilesWithSizesMadeSafe() {
        presenter.viewDidLoad(keyHints: ["Enter open"], findingHints: ["Esc listing"])
        #expect(view.last.placeholder == "Loading files…")
        #expect(tree.treeCalls.map(\.ref) == ["master"])
        #expect(tree.treeCalls.first?.freshness == .cachedThenFresh)
        answer()
        #expect(view.last.rows.map(\.name) == ["src/", "aevil", "README.md"], "escape sequences removed")
        #expect(view.last.rows.map(\.detail) == ["2 items", "1 B", "2 KB"])
        #expect(view.last.breadcrumb == "github › junegunn/fzf › files")
        #expect(view.last.status == "3 entries · Enter open")
    }

    @Test func enterOpensADirectoryAndLeftGoesUpSelectingWhereItCameFrom() {
        presenter.viewDidLoad(keyHints: [], findingHints: ["Esc listing"])
        answer()
        presenter.didOpenRow(at: 0)
        #expect(view.last.breadcrumb == "github › junegunn/fzf › files › src")
        #expect(view.last.rows.map(\.name) == ["tui/", "core.go"])
        presenter.didOpenRow(at: 0)
        presenter.didRequest(.parentDirectory, row: 0)
        #expect(view.last.rows.map(\.name) == ["tui/", "core.go"])
        #expect(view.last.selection == 0, "tui/ is selected again")
        presenter.didRequest(.parentDirectory, row: 0)
        #expect(view.last.selection == 0)
        #expect(router.closes == 0)
        presenter.didRequest(.parentDirectory, row: 0)
        #expect(router.closes == 1, "← at the top goes back to the repository")
    }

    @Test func enterOnAFileShowsItAtTheRef() {
        presenter.viewDidLoad(keyHints: [], findingHints: ["Esc listing"])
        answer()
        presenter.didOpenRow(at: 2)
        #expect(router.files == ["junegunn/fzf@master:README.md 2048"])
    }

    @Test func slashFindsPathsInTheWholeTreeFuzzily() {
        presenter.viewDidLoad(keyHints: [], findingHints: ["Esc listing"])
        answer()
        presenter.didRequest(.findPath, row: 0)
        #expect(view.last.filter == "")
        presenter.filterDidChange(to: "tuisrc")
        #expect(view.last.rows.first?.name == "src/tui/tui.go")
        presenter.didOpenRow(at: 0)
        #expect(router.files == ["junegunn/fzf@master:src/tui/tui.go 96768"])
        presenter.filterDidChange(to: "zzzz")
        #expect(view.last.rows.isEmpty)
        #expect(view.last.placeholder == "Nothing matches “zzzz”")
        presenter.didEndFilter()
        #expect(view.last.filter == nil)
        #expect(view.last.rows.count == 3)
    }

    /// Issue 28: while finding, the status line names the find mode's keys; the matched characters
    /// of each path are marked for highlighting.
    @Test func findingShowsItsOwnKeysAndTheMatchedCharacters() {
        presenter.viewDidLoad(keyHints: ["Enter open", "/ find"], findingHints: ["Enter open", "Esc listing"])
        answer()
        #expect(view.last.status.hasSuffix("Enter open · / find"))
        presenter.didRequest(.findPath, row: 0)
        presenter.filterDidChange(to: "tuigo")
        #expect(view.last.status.hasSuffix("Enter open · Esc listing"), "\(view.last.status)")
        #expect(!view.last.status.contains("/ find"))
        let row = view.last.rows.first { $0.name == "src/tui/tui.go" }
        let name = Array("src/tui/tui.go")
        #expect(String(row?.matched.map { name[$0] } ?? []) == "tuigo", "\(row?.matched ?? [])")
        presenter.didEndFilter()
        #expect(view.last.status.hasSuffix("Enter open · / find"))
    }

    @Test func aTruncatedTreeAsksForEachDirectoryAsItOpensAndSaysSo() {
        presenter.viewDidLoad(keyHints: [], findingHints: ["Esc listing"])
        answer([GitTreeEntry(path: "src", type: .tree, sha: "s")], truncated: true)
        #expect(tree.directoryCalls.map(\.sha) == ["master"], "the root is asked for by itself")
        #expect(view.last.status.contains("directories load as you open them"))
        tree.directoryCalls.last?.completion(.success(.fresh(TreeAnswer(tree: GitTree(entries: [
            GitTreeEntry(path: "src", type: .tree, sha: "s"), GitTreeEntry(path: "go.mod", type: .blob, sha: "m", size: 5),
        ])), source: .network)))
        #expect(view.last.rows.map(\.name) == ["src/", "go.mod"])
        presenter.didOpenRow(at: 0)
        #expect(tree.directoryCalls.map(\.sha) == ["master", "s"])
        #expect(view.last.placeholder == "Loading…")
    }

    @Test func theCachedTreeShowsAtOnceAndAFailureKeepsItSayingWhy() {
        presenter.viewDidLoad(keyHints: [], findingHints: ["Esc listing"])
        tree.treeCalls.last?.completion(.success(.cached(TreeAnswer(tree: GitTree(entries: Self.entries)),
                                                         fetchedAt: Sample.now.addingTimeInterval(-7_200), age: 7_200)))
        #expect(view.last.rows.count == 3)
        #expect(view.last.status == "cached 2 hours ago · refreshing…")
        tree.treeCalls.last?.completion(.failure(.transport(.connectionRefused)))
        #expect(view.last.rows.count == 3)
        #expect(view.last.status == "offline — showing files from 2 hours ago")
    }

    @Test func withoutAnyTreeAFailureIsASentence() {
        presenter.viewDidLoad(keyHints: [], findingHints: ["Esc listing"])
        tree.treeCalls.last?.completion(.failure(.notFound(message: "Not Found")))
        #expect(view.last.placeholder == "The files could not be loaded.")
        #expect(view.last.statusTone == .error)
    }

    @Test func oOpensTheRowOnGitHubAtTheRef() {
        presenter.viewDidLoad(keyHints: [], findingHints: ["Esc listing"])
        answer()
        presenter.didRequest(.openInBrowser, row: 0)
        presenter.didRequest(.openInBrowser, row: 2)
        presenter.didRequest(.openInBrowser, row: 99)
        #expect(browser.openedURLs == ["https://github.com/junegunn/fzf/tree/master/src",
                                       "https://github.com/junegunn/fzf/blob/master/README.md",
                                       "https://github.com/junegunn/fzf/tree/master"])
    }

    @Test func yCopiesTheSelectedPathsLinkAtTheRef() {
        presenter.viewDidLoad(keyHints: [], findingHints: ["Esc listing"])
        answer()
        presenter.didRequest(.copyLink, row: 2)
        presenter.didRequest(.copyLink, row: 99)
        #expect(clipboard.copiedTexts == ["https://github.com/junegunn/fzf/blob/master/README.md",
                                          "https://github.com/junegunn/fzf/tree/master"])
        #expect(view.last.status.hasPrefix("copied the path's link: https://github.com/junegunn/fzf/tree/master"))
    }

    // MARK: Names that would leave the repository (issue 31)

    private static let hostileEntries = [
        GitTreeEntry(path: "README.md", type: .blob, sha: "r", size: 12),
        GitTreeEntry(path: "../../../../user/repos", type: .blob, sha: "u", size: 12),
        GitTreeEntry(path: "a/../../../../rate_limit", type: .blob, sha: "l", size: 12),
        GitTreeEntry(path: "..", type: .blob, sha: "p", size: 12),
        GitTreeEntry(path: ".", type: .blob, sha: "d", size: 12),
    ]

    @Test func anEntryWithDotSegmentsIsListedAsAnUnreadableNameAndNeverOpened() {
        presenter.viewDidLoad(keyHints: [], findingHints: ["Esc listing"])
        answer(Self.hostileEntries)
        // `..` of `../../../../user/repos` and `a` of `a/../…` are directories the paths imply.
        #expect(view.last.rows.map(\.name) == ["../", "a/", ".", "..", "README.md"])
        #expect(view.last.rows.map(\.detail) == ["unreadable name", "1 item", "unreadable name", "unreadable name", "12 B"])
        #expect(view.last.rows.map(\.kind) == [.unreadable, .directory, .unreadable, .unreadable, .file])
        for row in [0, 2, 3] {
            presenter.didOpenRow(at: row)
            #expect(view.last.status.hasPrefix("unreadable name “"), "\(view.last.status)")
            #expect(view.last.status.hasSuffix("(a “.” or “..” part): not requested"), "\(view.last.status)")
            #expect(view.last.statusTone == .warning)
        }
        presenter.didRequest(.openInBrowser, row: 3)
        presenter.didRequest(.copyLink, row: 3)
        #expect(router.files.isEmpty)
        #expect(browser.openedURLs.isEmpty)
        #expect(clipboard.copiedTexts.isEmpty)
        #expect(view.last.breadcrumb == "github › junegunn/fzf › files", "no directory was opened")
        presenter.didOpenRow(at: 4)
        #expect(router.files == ["junegunn/fzf@master:README.md 12"])
    }

    @Test func theFilterListsThemAsUnreadableAndEnterSaysSoWithoutAsking() {
        presenter.viewDidLoad(keyHints: [], findingHints: ["Esc listing"])
        answer(Self.hostileEntries)
        presenter.didRequest(.findPath, row: 0)
        presenter.filterDidChange(to: "userrepos")
        #expect(view.last.rows == [.init(name: "../../../../user/repos", detail: "unreadable name", kind: .unreadable)])
        presenter.didOpenRow(at: 0)
        #expect(router.files.isEmpty)
        #expect(view.last.status == "unreadable name “../../../../user/repos” (a “.” or “..” part): not requested")
        presenter.filterDidChange(to: "ratelimit")
        presenter.didOpenRow(at: 0)
        #expect(router.files.isEmpty)
        #expect(tree.treeCalls.count == 1 && tree.directoryCalls.isEmpty, "nothing more was asked for")
    }

    @Test func rAsksGitHubAgainOnceWhateverTheAge() {
        presenter.viewDidLoad(keyHints: [], findingHints: ["Esc listing"])
        answer()
        presenter.didRequest(.refresh, row: 0)
        presenter.didRequest(.refresh, row: 0)
        #expect(tree.treeCalls.map(\.freshness) == [.cachedThenFresh, .refreshNow])
    }

    /// Issue 30: the finder keeps each query's results and narrows from them; typing, erasing and
    /// typing again shows exactly what a query typed afresh shows (rows, matched characters, counts),
    /// on a seeded random tree with non-ASCII, upper-case and unsafe names.
    @Test func typingAndErasingShowsWhatTheQueryTypedAfreshShows() {
        var seed: UInt64 = 30
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let words = ["src", "tui", "Term", "lib", "é", "e\u{301}", "doc", "Makefile", "a_b", "x-y", "\u{1B}[1m", "go"]
        let entries = Self.randomEntries(words: words, next: next)
        presenter.viewDidLoad(keyHints: [], findingHints: [])
        answer(entries)
        presenter.didRequest(.findPath, row: 0)
        let fresh = RepositoryFilesViewPresenter(
            place: RepositoryRef(fullName: "junegunn/fzf", ref: "master"), path: "", trail: [], view: view, router: router,
            treeUsecase: tree,
            services: .doubles(browser: browser, clipboard: clipboard,
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: true))
        let alphabet = Array("srctuiTermlbédoMakefgx-_/ .e")
        for _ in 0..<12 {
            var typed = ""
            var steps: [String] = []
            for _ in 0..<(1 + next(6)) {
                typed.append(alphabet[next(alphabet.count)])
                steps.append(typed)
            }
            for _ in 0..<next(steps.count + 1) {
                typed.removeLast()
                steps.append(typed)
            }
            for step in steps {
                presenter.filterDidChange(to: step)
                let shown = view.last
                fresh.viewDidLoad(keyHints: [], findingHints: [])
                answer(entries)
                fresh.didRequest(.findPath, row: 0)
                fresh.filterDidChange(to: step)
                #expect(shown.rows == view.last.rows, "\(step)")
                #expect(shown.status == view.last.status, "\(step)")
            }
        }
    }

    /// Issue 30 (branch `filter-60k`): the rows found are made only as the View reads them; each
    /// equals the row made before from the search's own positions (every row made at once, as
    /// `RepositoryFilesRows.row(forPath:positions:)` of `FuzzyPathFilter.search`'s rows), and the
    /// status counts the same, on a seeded random tree with non-ASCII, upper-case and unsafe names.
    @Test func rowsMadeWhenReadEqualTheRowsMadeAtOnce() {
        var seed: UInt64 = 61
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let words = ["src", "tui", "Term", "lib", "é", "e\u{301}", "doc", "Makefile", "a_b", "x-y", "\u{1B}[1m", "go", ".."]
        let entries = Self.randomEntries(words: words, next: next)
        presenter.viewDidLoad(keyHints: [], findingHints: [])
        answer(entries)
        presenter.didRequest(.findPath, row: 0)
        let filter = FuzzyPathFilter(paths: entries.map(\.path))
        let alphabet = Array("srctuiTermlbédoMakefgx-_/ .e")
        for _ in 0..<15 {
            var typed = ""
            for _ in 0..<(1 + next(6)) {
                typed.append(alphabet[next(alphabet.count)])
                presenter.filterDidChange(to: typed)
                let found = filter.search(typed, limit: 1_000)
                let expected = found.rows.map { RepositoryFilesRows.row(forPath: entries[$0.index], positions: $0.positions) }
                #expect(Array(view.last.rows) == expected, "\(typed)")
                #expect(view.last.rows.count == expected.count)
                #expect(view.last.status.hasPrefix(typed.isEmpty ? "" : "\(CompactNumber.grouped(found.matching.count)) of 1,500 files"),
                        "\(typed): \(view.last.status)")
            }
        }
    }

    /// 1,500 files at seeded random paths of `words`, 1 to 4 deep, `next` drawing the numbers.
    private static func randomEntries(words: [String], next: (Int) -> Int) -> [GitTreeEntry] {
        (0..<1_500).map { number in
            let depth = 1 + next(4)
            let path = (0..<depth).map { _ in words[next(words.count)] }.joined(separator: "/") + ".\(number % 7)"
            return GitTreeEntry(path: path, type: .blob, sha: "\(number)", size: next(5_000_000))
        }
    }
}
