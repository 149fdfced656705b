// pr-files-benchmark [FILES]
//
// Issue 26's Files section figures, in-process on the in-memory surface (100 x 50): a pull request
// of FILES changed files (default 3,000: github3.py#286's recorded files taken in turn, renamed
// `dirD/fileN.py` as the fixture server makes them, from shared/fixtures/github-conversation),
// answered at once as from the cache, 100 a page, then
// - the section shown → its first screen drawn with the first page in (median);
// - key → redraw with every page loaded (j, PgDn, Tab, Shift-Tab, G, g in turn): median and slowest;
// - G → redraw while pages are still to come (each G asks for the next page and lays it out);
// - a character typed into the path filter → redraw over every file;
// - the resident set the loaded files add.
// Times are the thread's CPU time. Prints figures; never fails on a time.
import APIClient
import BenchmarkSupport
import Entities
import Foundation
import IssuePresenter
import IssueView
import PresentationKit
import TerminalUI
import Usecases

/// The conversation fixtures' folder, found from the working directory up.
func fixtures() -> String? {
    var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("shared/fixtures/github-conversation").path
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
        directory.deleteLastPathComponent()
    }
    return nil
}

struct Now: DateProvider { var now: Date { Date() } }

final class Done: Cancellable, @unchecked Sendable { func cancel() {} }

/// A browser and a clipboard the Files section never asks for.
@MainActor
final class Nowhere: OpenURLUsecase, ClipboardUsecase {
    func open(url: String, completion: @escaping @MainActor (OpenURLOutcome) -> Void) {}
    func copy(_ text: String, completion: @escaping @MainActor (ClipboardOutcome) -> Void) {}
}

/// Answers a page of files as the cache would, on the next turn of the run loop (`drain`), as the
/// Interactors answer on the UI queue; nothing else is asked for by the section.
@MainActor
final class InstantFiles: PullRequestUsecase {
    let files: [CommitFile]
    private(set) var pagesAsked = 0
    private var pending: [@MainActor () -> Void] = []

    /// Gives the answers asked for since the last turn.
    func drain() {
        while !pending.isEmpty { pending.removeFirst()() }
    }

    init(files: [CommitFile]) {
        self.files = files
    }

    func fetchFiles(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                    completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<CommitFile>>, GitHubError>) -> Void)
        -> Cancellable {
        pagesAsked += 1
        let start = min((page - 1) * perPage, files.count)
        let end = min(start + perPage, files.count)
        let answer = PagedAnswer(items: Array(files[start..<end]), page: page, nextPage: end < files.count ? page + 1 : nil)
        pending.append { completion(.success(.fresh(answer, source: .cache))) }
        return Done()
    }

    func fetchPullRequest(fullName: String, number: Int, freshness: AnswerFreshness,
                          completion: @escaping @MainActor (Result<CachedThenFresh<PullRequest>, GitHubError>) -> Void)
        -> Cancellable { Done() }
    func fetchCommits(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>) -> Void)
        -> Cancellable { Done() }
    func fetchReviews(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<PullRequestReview>>, GitHubError>)
                          -> Void) -> Cancellable { Done() }
    func fetchReviewComments(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<ReviewComment>>, GitHubError>)
                                 -> Void) -> Cancellable { Done() }
    func fetchDiff(fullName: String, number: Int, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<[UInt8]>, GitHubError>) -> Void) -> Cancellable {
        Done()
    }
}

MainActor.assumeIsolated {
    let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 3000 : 3000
    guard let folder = fixtures(),
          let bytes = FileManager.default.contents(atPath: folder + "/pull-files-sigmavirus24-github3.py-286.json"),
          let recorded = try? [CommitFile].read(from: bytes), !recorded.isEmpty else {
        FileHandle.standardError.write(Data("pr-files-benchmark: shared/fixtures/github-conversation not found\n".utf8))
        exit(1)
    }
    let files = (0..<count).map { index -> CommitFile in
        var file = recorded[index % recorded.count]
        file.filename = "dir\(index / 100)/file\(index).py"
        return file
    }
    let size = TerminalSize(rows: 50, columns: 100)
    let bindings = KeyBindings(sections: PullRequestKeys.sections)
    @MainActor func open() -> (PullRequestFilesViewController, PullRequestFilesPresenter, InstantFiles, InMemorySurface) {
        let usecase = InstantFiles(files: files)
        let view = PullRequestFilesViewController(bindings: bindings)
        let presenter = PullRequestFilesPresenter(fullName: "ghbrowse-fixtures/conversation", number: 3000,
                                                  trail: ["github", "ghbrowse-fixtures/conversation", "pull requests", "#3000"],
                                                  view: view, usecase: usecase,
                                                  services: ScreenServices(browser: Nowhere(), clipboard: Nowhere(),
                                                                           dateProvider: Now(), hasToken: false))
        view.presenter = presenter
        let surface = InMemorySurface(rows: size.rows, columns: size.columns)
        view.didAppear(size: size)
        usecase.drain()
        view.draw(on: surface)
        return (view, presenter, usecase, surface)
    }
    _ = open()
    var kept: (PullRequestFilesViewController, PullRequestFilesPresenter, InstantFiles, InMemorySurface)?
    let firstScreen = median((0..<15).map { _ in milliseconds { kept = open() } })
    guard let (view, _, usecase, surface) = kept else { exit(1) }
    @MainActor func press(_ key: KeyPress) -> Double {
        milliseconds {
            _ = view.handle(key: key)
            usecase.drain()
            surface.clear()
            view.draw(on: surface)
        }
    }
    let pagesAtFirstScreen = usecase.pagesAsked
    // G until every page is in: each G near the end asks for the next page and lays out its files.
    let before = residentMiB()
    var paging: [Double] = []
    while usecase.pagesAsked * 100 < count, paging.count < 100 {
        paging.append(press(.character("G")))
    }
    let after = residentMiB()
    let keys: [KeyPress] = [.character("j"), .pageDown, .tab, .backTab, .character("G"), .character("g")]
    let redraws = (0..<600).map { index in press(keys[index % keys.count]) }
    _ = press(.character("/"))
    var typed: [Double] = []
    for character in "file2999" { typed.append(press(.character(character))) }
    let filtered = surface.lines.contains { $0.contains("dir29/file2999.py") }
    let jsonBytes = Double(bytes.count) * Double(count) / Double(recorded.count)
    print("""
        pr-files-benchmark (\(count) files, 100x50, answered as from the cache, 100 a page)
          Files shown → first screen: \(String(format: "%.2f", firstScreen)) ms (median of 15) with \
        \(pagesAtFirstScreen) page asked for
          G → redraw bringing the next page: median \(String(format: "%.3f", paging.isEmpty ? 0 : median(paging))) ms, \
        slowest \(String(format: "%.3f", paging.max() ?? 0)) ms (\(paging.count) pages)
          key → redraw with all \(count) files in (j, PgDn, Tab, Shift-Tab, G, g): median \
        \(String(format: "%.3f", median(redraws))) ms, slowest \(String(format: "%.3f", redraws.max() ?? 0)) ms (600 keys)
          path filter, a character typed → redraw: median \(String(format: "%.3f", median(typed))) ms, slowest \
        \(String(format: "%.3f", typed.max() ?? 0)) ms (“file2999”: \(filtered ? "found" : "NOT found"))
          resident set: +\(String(format: "%.1f", max(after - before, 0))) MiB for the pages after the first \
        (the files' JSON: about \(String(format: "%.1f", jsonBytes / 1_048_576)) MiB)
        """)
}
