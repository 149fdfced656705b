// file-view-benchmark [FILE] [--lines N] [--runs N] [--find]
//
// Times the file view on a 10,000-line file (default: the recorded github3/repos/repo.py of
// shared/fixtures/github-repo, its lines repeated to 10,000) the way the app runs it: the bytes
// handed to the Presenter, the first screen highlighted on a background thread and drawn (on an
// in-memory 50-row surface), then the rest highlighted in chunks while the UI thread is free.
// Prints figures (median of 7 runs after a cold one); never fails on a time.
//
// `--find` times `/` inside the text instead (see FindTimings.swift): each keystroke on the file's
// lines repeated to 10,000 and 50,000 lines and on a 50,000-line diff.
import BenchmarkSupport
import Entities
import Foundation
import Glibc
import Interactors
import PresentationKit
import RepositoryFilePresenter
import RepositoryFileView
import Routes
import Synchronization
import TerminalUI
import Usecases

func format(_ value: Double) -> String { String(format: "%.2f", value) }

func maxRSSMiB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss / 1024
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("file-view-benchmark: \(message)\n".utf8))
    exit(1)
}

/// The recorded Python file, from its contents envelope.
func recordedFile() -> [UInt8]? {
    var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("shared/fixtures/github-repo/contents-file-sigmavirus24-github3.py.json")
        if let data = FileManager.default.contents(atPath: candidate.path),
           let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let content = object["content"] as? String,
           let bytes = Data(base64Encoded: content, options: .ignoreUnknownCharacters) {
            return [UInt8](bytes)
        }
        directory = directory.deletingLastPathComponent()
    }
    return nil
}

/// Background work on its own thread; UI work queued for the benchmark's main loop.
final class BenchmarkScheduler: WorkScheduler {
    private let queue = Mutex<[@MainActor @Sendable () -> Void]>([])

    func runInBackground(_ work: @escaping @Sendable () -> Void) {
        Thread.detachNewThread(work)
    }

    func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void) {
        queue.withLock { $0.append(work) }
    }

    /// Runs what is queued; false when nothing was.
    @MainActor func drain() -> Bool {
        let work = queue.withLock { queue in
            defer { queue.removeAll() }
            return queue
        }
        work.forEach { $0() }
        return !work.isEmpty
    }
}

/// Hands the bytes over at once, as a fresh answer.
@MainActor
final class GivenContents: FileContentsUsecase {
    let bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }
    final class Done: Cancellable { func cancel() {} }
    func fetchFile(fullName: String, path: String, ref: String?, knownSize: Int?, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<FileContentsAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        completion(.success(.fresh(.file(bytes: bytes), source: .network)))
        return Done()
    }
}

@MainActor final class NoBrowser: OpenURLUsecase {
    func open(url: String, completion: @escaping @MainActor (OpenURLOutcome) -> Void) {}
}

@MainActor final class NoClipboard: ClipboardUsecase {
    func copy(_ text: String, completion: @escaping @MainActor (ClipboardOutcome) -> Void) {}
}

@MainActor final class NoViewer: ExternalViewerUsecase {
    func open(_ bytes: [UInt8], fileName: String, in viewer: ExternalViewer,
              completion: @escaping @MainActor (ExternalViewerOutcome) -> Void) {}
}

@MainActor final class NoHistory: CommitHistoryUsecase {
    func fetchCommits(fullName: String, ref: String?, page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>) -> Void)
        -> Cancellable { GivenContents.Done() }
}

@MainActor final class NoBlame: BlameUsecase {
    func fetchBlame(fullName: String, path: String, ref: String, freshness: AnswerFreshness,
                    completion: @escaping @MainActor (Result<CachedThenFresh<Blame>, GitHubError>) -> Void)
        -> Cancellable { GivenContents.Done() }
}

@MainActor final class NoRouter: RepositoryFileWireframe {
    func show(_ route: Route) {}
    func replaceTop(with route: Route) {}
    func closeTop() {}
}

struct Now: DateProvider { var now: Date { Date() } }

/// Watches what the Presenter displays: when the first highlighted screen and the last chunk arrive.
@MainActor
final class Probe: RepositoryFileDisplay {
    let controller: RepositoryFileViewController
    var firstColouredScreen: Double?
    var wholeFile: Double?
    var start = DispatchTime.now()
    let surface = InMemorySurface(rows: 52, columns: 120)

    init(controller: RepositoryFileViewController) { self.controller = controller }

    func scrollToHeading(anchor: String) -> Bool { controller.scrollToHeading(anchor: anchor) }

    func display(_ viewModel: RepositoryFileViewModel) {
        controller.display(viewModel)
        surface.clear()
        controller.draw(on: surface)
        guard case .code(let lines) = viewModel.body else { return }
        if firstColouredScreen == nil, lines.highlightedCount > 0 { firstColouredScreen = milliseconds(start) }
        if lines.highlightedCount == lines.count, wholeFile == nil { wholeFile = milliseconds(start) }
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var wantedLines = 10_000
var runs = 8
if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]) {
    runs = max(count, 1)
    arguments.removeSubrange(flag...(flag + 1))
}
if let flag = arguments.firstIndex(of: "--lines"), flag + 1 < arguments.count, let count = Int(arguments[flag + 1]) {
    wantedLines = count
    arguments.removeSubrange(flag...(flag + 1))
}
let findTimings = arguments.contains("--find")
arguments.removeAll { $0 == "--find" }
let name: String
let sourceBytes: [UInt8]
if let path = arguments.first {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    name = URL(fileURLWithPath: path).lastPathComponent
    sourceBytes = [UInt8](data)
} else {
    guard let recorded = recordedFile() else { fail("cannot find the recorded repo.py fixture") }
    name = "repo.py"
    sourceBytes = recorded
}
if findTimings {
    MainActor.assumeIsolated { FindTimings.run(source: sourceBytes, runs: runs) }
    exit(0)
}
let sourceLines = sourceBytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
var text: [UInt8] = []
for index in 0..<wantedLines {
    text += sourceLines[index % sourceLines.count]
    text.append(UInt8(ascii: "\n"))
}

MainActor.assumeIsolated {
    let rssBefore = maxRSSMiB()
    var firstScreens: [Double] = []
    var wholeFiles: [Double] = []
    var cold: (Double, Double)?
    for run in 0..<runs {
        let scheduler = BenchmarkScheduler()
        let controller = RepositoryFileViewController(bindings: KeyBindings(sections: RepositoryFileKeys.sections))
        let probe = Probe(controller: controller)
        let presenter = RepositoryFileViewPresenter(
            place: RepositoryRef(fullName: "sigmavirus24/github3.py", ref: "develop"), path: "github3/repos/" + name,
            size: text.count, trail: ["github", "sigmavirus24/github3.py", "files", name], view: probe, router: NoRouter(),
            contentsUsecase: GivenContents(bytes: text),
            highlightUsecase: CodeHighlightInteractor(scheduler: scheduler),
            services: ScreenServices(browser: NoBrowser(), clipboard: NoClipboard(), dateProvider: Now(), hasToken: false),
            historyUsecase: NoHistory(), viewerUsecase: NoViewer(),
            blameUsecase: NoBlame(), theme: .dark)
        controller.presenter = presenter
        // The clock starts as the bytes arrive: the stand-in hands them over when the screen appears.
        probe.start = DispatchTime.now()
        controller.didAppear(size: TerminalSize(rows: 52, columns: 120))
        while probe.wholeFile == nil {
            if !scheduler.drain() { usleep(100) }
        }
        if run == 0 { cold = (probe.firstColouredScreen ?? 0, probe.wholeFile ?? 0) } else {
            firstScreens.append(probe.firstColouredScreen ?? 0)
            wholeFiles.append(probe.wholeFile ?? 0)
        }
        withExtendedLifetime(presenter) {}
    }
    print("file: \(name) repeated to \(wantedLines) lines, \(text.count) bytes")
    if let cold {
        print("cold (loads libGHBHighlight, Qt, definitions): first coloured screen \(format(cold.0)) ms, "
              + "whole file \(format(cold.1)) ms")
    }
    print("first coloured screen from the bytes (split, 50 lines highlighted off the UI thread, drawn): "
          + "median \(format(median(firstScreens))) ms")
    print("whole file highlighted (chunks of 1,000 lines, drawn after each): median \(format(median(wholeFiles))) ms")
    print("max RSS \(maxRSSMiB()) MiB (\(rssBefore) MiB before the first run)")
}
