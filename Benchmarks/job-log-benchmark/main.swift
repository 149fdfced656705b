// job-log-benchmark [LINES]
//
// Issue 27's job log figures, in-process on the in-memory surface (100 x 50): a finished job's log
// of LINES lines (default 50,000: timestamped, in groups, ANSI colours, an error every 500 lines)
// answered at once as from the cache, then
// - Enter → the log's first screen drawn (median);
// - G and e → redraw (median and slowest);
// - the resident set the opened log adds, against the log's size.
// Times are the thread's CPU time. Prints figures; never fails on a time.
import BenchmarkSupport
import Entities
import Foundation
import JobLogPresenter
import JobLogView
import PresentationKit
import Routes
import ScreenKit
import TerminalUI
import Usecases

struct Now: DateProvider { var now: Date { Date() } }

final class Done: Cancellable, @unchecked Sendable { func cancel() {} }

/// Opens nothing and goes nowhere: the benchmark never presses `o` or leaves the log.
final class Nowhere: OpenURLUsecase, ClipboardUsecase, RouteWireframe {
    func open(url: String, completion: @escaping @MainActor (OpenURLOutcome) -> Void) {}
    func copy(_ text: String, completion: @escaping @MainActor (ClipboardOutcome) -> Void) {}
    func show(_ route: Route) {}
    func replaceTop(with route: Route) {}
    func closeTop() {}
}

/// Answers the log as the cache would, on the next turn of the run loop (`drain`).
@MainActor
final class InstantLog: JobLogUsecase {
    let log: JobLog
    private var pending: [@MainActor () -> Void] = []

    init(log: JobLog) { self.log = log }

    func drain() {
        while !pending.isEmpty { pending.removeFirst()() }
    }

    func fetchLog(fullName: String, job: WorkflowJob, freshness: AnswerFreshness,
                  completion: @escaping @MainActor (Result<CachedThenFresh<JobLog>, GitHubError>) -> Void) -> Cancellable {
        let log = self.log
        pending.append { completion(.success(.fresh(log, source: .cache))) }
        return Done()
    }
}

/// A log in the shape GitHub serves: groups of 50 lines, colours, an error every 500 lines.
func makeLog(lines: Int) -> [UInt8] {
    var text = ""
    text.reserveCapacity(lines * 80)
    for index in 0..<lines {
        let second = index % 60, minute = (index / 60) % 60
        let stamp = "2026-11-27T06:\(minute < 10 ? "0" : "")\(minute):\(second < 10 ? "0" : "")\(second).1234567Z "
        text += stamp
        if index % 50 == 0 {
            text += "##[group]Step \(index / 50)\n"
        } else if index % 50 == 49 {
            text += "##[endgroup]\n"
        } else if index % 500 == 250 {
            text += "##[error]Process completed with exit code 1 (line \(index))\n"
        } else {
            text += "\u{1B}[36mcompiling\u{1B}[0m module \(index) of the build, \u{1B}[1mwarnings\u{1B}[0m none so far\n"
        }
    }
    return Array(text.utf8)
}

MainActor.assumeIsolated {
    let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 50_000 : 50_000
    let bytes = makeLog(lines: count)
    let size = TerminalSize(rows: 50, columns: 100)
    let bindings = KeyBindings(sections: JobLogKeys.sections + TextFindKeys.sections)
    let job = WorkflowJob(id: 1, name: "build", status: "completed", conclusion: "failure")
    @MainActor func open(_ log: JobLog) -> (JobLogViewController, JobLogViewPresenter, InstantLog, InMemorySurface) {
        let usecase = InstantLog(log: log)
        let view = JobLogViewController(bindings: bindings)
        let presenter = JobLogViewPresenter(fullName: "o/r", job: job, trail: ["github", "o/r", "runs", "build"], view: view,
                                            router: Nowhere(), logUsecase: usecase,
                                            services: ScreenServices(browser: Nowhere(), clipboard: Nowhere(),
                                                                     dateProvider: Now(), hasToken: false))
        view.presenter = presenter
        let surface = InMemorySurface(rows: size.rows, columns: size.columns)
        view.didAppear(size: size)
        usecase.drain()
        view.draw(on: surface)
        return (view, presenter, usecase, surface)
    }
    let log = JobLog(bytes: bytes)
    _ = open(log)
    var times: [Double] = []
    var kept: (JobLogViewController, JobLogViewPresenter, InstantLog, InMemorySurface)?
    for _ in 0..<15 {
        kept = nil
        times.append(milliseconds { kept = open(log) })
    }
    kept = nil
    let before = residentMiB()
    kept = open(log)
    let after = residentMiB()
    guard let (view, _, usecase, surface) = kept else { exit(1) }
    @MainActor func press(_ key: KeyPress) -> Double {
        milliseconds {
            _ = view.handle(key: key)
            usecase.drain()
            surface.clear()
            view.draw(on: surface)
        }
    }
    var gKeys: [Double] = [], eKeys: [Double] = []
    for _ in 0..<100 {
        gKeys.append(press(.character("G")))
        _ = press(.character("g"))
        eKeys.append(press(.character("e")))
    }
    // `/` then "exit code" typed: the first keystroke searches the whole log (an `e` matches on
    // most lines), each next one narrows where the shorter query matched.
    var opening: [Double] = [], wholeLog: [Double] = [], narrowing: [Double] = []
    for _ in 0..<10 {
        opening.append(press(.character("/")))
        for (index, character) in "exit code".enumerated() {
            let time = press(.character(character))
            if index == 0 { wholeLog.append(time) } else { narrowing.append(time) }
        }
        _ = press(.escape)
    }
    let megabytes = Double(bytes.count) / 1_048_576
    func format(_ value: Double) -> String { String(format: "%.3f", value) }
    print("""
        job-log-benchmark (\(count) lines, \(String(format: "%.1f", megabytes)) MiB, 100x50, answered as from the cache)
          Enter → first screen: \(format(median(times))) ms (median of 15)
          G → redraw: median \(format(median(gKeys))) ms, slowest \(format(gKeys.max() ?? 0)) ms (100 presses)
          e → redraw: median \(format(median(eKeys))) ms, slowest \(format(eKeys.max() ?? 0)) ms (100 presses)
          / → the field: median \(format(median(opening))) ms; \
        search of the whole log (first keystroke): median \(format(median(wholeLog))) ms, \
        slowest \(format(wholeLog.max() ?? 0)) ms (10 searches); next keystrokes median \(format(median(narrowing))) ms
          resident set: +\(String(format: "%.1f", max(after - before, 0))) MiB for the opened log \
        (\(String(format: "%.1f", max(after - before, 0) / megabytes))x the log's size)
        """)
}
