// files-benchmark [TREE.json]
//
// Issue 30's files-screen rows, in-process on the in-memory surface (100 x 50): the 30,077-entry
// tree of tldr-pages/tldr (shared/fixtures/github-repo) and the same tree doubled (60,154 entries,
// the copy under `2/`), each as its JSON bytes arriving:
// - bytes → the files screen's first screen drawn (the JSON read, the index, the listing, the draw;
//   what the app adds to the fetch, which curl's time stands for);
// - `/` → the finder's first screen drawn;
// - a filter keystroke → redraw (8 queries typed a character at a time, then erased), median and
//   slowest, against `j` → redraw in the listing (a list keystroke);
// - the resident set the opened and filtered tree adds, against its JSON.
// Times are the thread's CPU time. Prints figures; never fails on a time.
import APIClient
import BenchmarkSupport
import Entities
import FixtureServer
import Foundation
import PresentationKit
import RepositoryFilesPresenter
import RepositoryFilesView
import Routes
import TerminalUI
import Usecases

func peakMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
    return (line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0) / 1024
}

struct Now: DateProvider { var now: Date { Date() } }

final class Done: Cancellable, @unchecked Sendable { func cancel() {} }

/// Opens nothing and goes nowhere.
final class Nowhere: OpenURLUsecase, ClipboardUsecase, RepositoryFilesWireframe {
    func open(url: String, completion: @escaping @MainActor (OpenURLOutcome) -> Void) {}
    func copy(_ text: String, completion: @escaping @MainActor (ClipboardOutcome) -> Void) {}
    func show(_ route: Route) {}
    func replaceTop(with route: Route) {}
    func closeTop() {}
}

/// Answers the tree from its JSON bytes, read when asked (as the reading thread would), on the
/// next turn of the run loop (`drain`).
@MainActor
final class InstantTree: RepositoryTreeUsecase {
    let json: Data
    private var pending: [@MainActor () -> Void] = []

    init(json: Data) { self.json = json }

    func drain() {
        while !pending.isEmpty { pending.removeFirst()() }
    }

    func fetchTree(fullName: String, ref: String, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<TreeAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        let json = self.json
        pending.append {
            guard let tree = try? GitTree.read(from: json) else { exit(2) }
            completion(.success(.fresh(TreeAnswer(tree: tree), source: .network)))
        }
        return Done()
    }

    func fetchDirectory(fullName: String, treeSHA: String, freshness: AnswerFreshness,
                        completion: @escaping @MainActor (Result<CachedThenFresh<TreeAnswer>, GitHubError>) -> Void)
        -> Cancellable { Done() }
}

func locateTree() -> String? {
    if CommandLine.arguments.count > 1 { return CommandLine.arguments[1] }
    var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("shared/fixtures/github-repo/tree-large-tldr-pages-tldr.json")
        if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
        directory = directory.deletingLastPathComponent()
    }
    return nil
}

/// The tree twice (`LargeTree.doubled`: the fixture server's `bench/large-tree-2x`).
func doubled(_ json: Data) -> Data {
    guard let bytes = LargeTree.doubled([UInt8](json)) else { exit(1) }
    return Data(bytes)
}

guard let path = locateTree(), let original = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("files-benchmark: cannot find the large tree fixture\n".utf8))
    exit(1)
}
// FILES_BENCHMARK_MEMORY=1: only open and filter the tree once, and print the peak resident set
// against the resident set before (run it on the 2x tree written by FILES_BENCHMARK_WRITE_2X=FILE).
let onlyMemory = ProcessInfo.processInfo.environment["FILES_BENCHMARK_MEMORY"]
if let target = ProcessInfo.processInfo.environment["FILES_BENCHMARK_WRITE_2X"] {
    _ = FileManager.default.createFile(atPath: target, contents: doubled(original))
    exit(0)
}
// FILES_BENCHMARK_QUERIES=rea,pages/ types those queries instead (one key's instructions under callgrind).
let queries = ProcessInfo.processInfo.environment["FILES_BENCHMARK_QUERIES"].map { $0.split(separator: ",").map(String.init) }
    ?? ["tuisrc", "commonls", "pages/linux/apt", "tarcommon", "readme", "git-commit", "zh linux", "xyzzy"]

MainActor.assumeIsolated {
    let size = TerminalSize(rows: 50, columns: 100)
    let bindings = KeyBindings(sections: RepositoryFilesKeys.sections)
    let place = RepositoryRef(fullName: "tldr-pages/tldr", ref: "main")
    @MainActor func open(_ json: Data) -> (RepositoryFilesViewController, RepositoryFilesViewPresenter, InMemorySurface) {
        let usecase = InstantTree(json: json)
        let view = RepositoryFilesViewController(bindings: bindings)
        let presenter = RepositoryFilesViewPresenter(place: place, path: "", trail: ["github", "tldr-pages/tldr", "files"],
                                                     view: view, router: Nowhere(), treeUsecase: usecase,
                                                     services: ScreenServices(browser: Nowhere(), clipboard: Nowhere(),
                                                                              dateProvider: Now(), hasToken: false))
        view.presenter = presenter
        let surface = InMemorySurface(rows: size.rows, columns: size.columns)
        view.didAppear(size: size)
        usecase.drain()
        view.draw(on: surface)
        return (view, presenter, surface)
    }
    @MainActor func press(_ key: KeyPress, _ view: RepositoryFilesViewController, _ surface: InMemorySurface) -> Double {
        timedPress(key, view, surface).cpu
    }
    // The thread's CPU time and the wall time (a search of many paths is split over the cores:
    // the thread's CPU time then counts only its own slice).
    @MainActor func timedPress(_ key: KeyPress, _ view: RepositoryFilesViewController,
                               _ surface: InMemorySurface) -> (cpu: Double, wall: Double) {
        var cpu = 0.0
        let wall = wallMilliseconds {
            cpu = milliseconds {
                _ = view.handle(key: key)
                surface.clear()
                view.draw(on: surface)
            }
        }
        return (cpu, wall)
    }
    if onlyMemory != nil {
        // One launch's worth: the tree opened and filtered, the peak against the start.
        let json = original
        let before = residentMiB()
        let (view, _, surface) = open(json)
        let opened = peakMiB()
        _ = press(.character("/"), view, surface)
        let finding = peakMiB()
        for query in queries {
            for character in query { _ = press(.character(character), view, surface) }
            for _ in query { _ = press(.backspace, view, surface) }
        }
        print("peak RSS: \(String(format: "%.1f", peakMiB())) MiB, +\(String(format: "%.1f", peakMiB() - before)) MiB "
              + "over the resident set before opening (+\(String(format: "%.1f", opened - before)) MiB opened, "
              + "+\(String(format: "%.1f", finding - before)) MiB after /; the tree's JSON \(String(format: "%.2f", Double(json.count) / 1_000_000)) MB, read from the fixture)")
        return
    }
    for (label, json) in [("30k", original), ("60k", doubled(original))] {
        _ = open(json)
        var opens: [Double] = []
        for _ in 0..<7 { opens.append(milliseconds { _ = open(json) }) }
        let (view, _, surface) = open(json)
        var listKeys: [Double] = []
        for _ in 0..<40 { listKeys.append(press(.character("j"), view, surface)) }
        for _ in 0..<40 { listKeys.append(press(.character("k"), view, surface)) }
        var finds: [Double] = []
        var firstFind = 0.0
        var filterKeys: [Double] = []
        var filterWalls: [Double] = []
        // What each filter keystroke left in the query ("t", "tu", … then "tuisr" on the first erase).
        var keyQueries: [String] = []
        for round in 0..<3 {
            let find = press(.character("/"), view, surface)
            if round > 0 { finds.append(find) } else { firstFind = find }
            for query in queries {
                var typed = ""
                for character in query {
                    typed.append(character)
                    let timed = timedPress(.character(character), view, surface)
                    filterKeys.append(timed.cpu)
                    filterWalls.append(timed.wall)
                    keyQueries.append(typed)
                }
                for _ in query {
                    typed.removeLast()
                    let timed = timedPress(.backspace, view, surface)
                    filterKeys.append(timed.cpu)
                    filterWalls.append(timed.wall)
                    keyQueries.append(typed + " (erased)")
                }
            }
            _ = press(.escape, view, surface)
        }
        func format(_ value: Double) -> String { String(format: "%.2f", value) }
        print("""
            files-benchmark \(label) (\(json.count) bytes of JSON, 100x50, thread CPU time)
              bytes → first screen: median \(format(median(opens))) ms (7 opens)
              / → finder's first screen: \(format(firstFind)) ms the first time (the finder built), then median \(format(median(finds))) ms
              j/k → redraw (list keystroke): median \(format(median(listKeys))) ms, slowest \(format(listKeys.max() ?? 0)) ms
              filter keystroke → redraw: median \(format(median(filterKeys))) ms, slowest \(format(filterKeys.max() ?? 0)) ms \
            (\(filterKeys.count) keys); ratio to the list keystroke: \(format(median(filterKeys) / max(median(listKeys), 0.001)))x median, \
            \(format((filterKeys.max() ?? 0) / max(median(listKeys), 0.001)))x slowest
              filter keystroke → redraw, wall time: median \(format(median(filterWalls))) ms, slowest \(format(filterWalls.max() ?? 0)) ms
            """)
        let slowest = filterKeys.indices.sorted { filterKeys[$0] > filterKeys[$1] }.prefix(5)
        print("  slowest filter keystrokes: " + slowest.map { "\"\(keyQueries[$0])\" \(format(filterKeys[$0])) ms" }
            .joined(separator: ", "))
    }
}
