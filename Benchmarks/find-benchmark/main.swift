// find-benchmark [--runs N]
//
// Times `/` inside a text the way the app runs it: each keystroke handed to the screen's View and
// the screen drawn again on an in-memory 50-row surface. On the file view with a 10,000-line file
// (the recorded github3/repos/repo.py of shared/fixtures/github-repo, its lines repeated) and a
// 50,000-line one, and on a commit's diff of 50,000 lines: the `/` that opens the field (the text
// read once), each character of the query ("self.re" then "quest": narrowing as it grows), a
// Backspace, `n` and `N`. Prints medians over the runs; never fails on a time.
import CommitDetailPresenter
import CommitDetailView
import Foundation
import RepositoryFilePresenter
import RepositoryFileView
import ScreenKit
import TerminalUI

func milliseconds(_ start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func format(_ value: Double) -> String { String(format: "%.2f", value) }

/// The recorded Python file, from its contents envelope (a made-up Python file without it).
func recordedFile() -> [UInt8] {
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
    return Array((0..<400).map { "    def method\($0)(self, request):\n        return self.request(\($0))" }
        .joined(separator: "\n").utf8)
}

/// `source`'s lines repeated to `count` lines.
func lines(_ source: [UInt8], count: Int) -> [String] {
    let base = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return (0..<count).map { base[$0 % base.count] }
}

/// The keystrokes of one search: `/`, the query typed, Backspace, Enter, `n` and `N`.
let keystrokes: [(name: String, key: KeyPress)] = [("/", .character("/"))]
    + "self.request".map { ("type \($0)", KeyPress.character($0)) }
    + [("Backspace", .backspace), ("Enter", .enter), ("n", .character("n")), ("N", .character("N"))]

let bindings = KeyBindings(sections: RepositoryFileKeys.sections + CommitDetailKeys.sections + TextFindKeys.sections)

/// Times each keystroke on a fresh screen made by `make`, `runs` times; prints the figures.
@MainActor
func time(_ title: String, runs: Int, make: () -> Screen) {
    var perKey = Array(repeating: [Double](), count: keystrokes.count)
    for _ in 0..<runs {
        let screen = make()
        let surface = InMemorySurface(rows: 50, columns: 120)
        screen.draw(on: surface)
        for (index, stroke) in keystrokes.enumerated() {
            let start = DispatchTime.now()
            _ = screen.handle(key: stroke.key)
            screen.draw(on: surface)
            perKey[index].append(milliseconds(start))
        }
    }
    let medians = perKey.map(median)
    let typing = perKey.dropFirst().flatMap { $0 }
    print("\(title): each keystroke \(format(median(typing))) ms median (max \(format(typing.max() ?? 0)) ms); "
          + "`/` (the text read) \(format(medians[0])) ms")
    print("  " + zip(keystrokes, medians).map { "\($0.name) \(format($1))" }.joined(separator: " · "))
}

var runs = 9
let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    runs = max(value, 1)
}

let source = recordedFile()
MainActor.assumeIsolated {
    let size = TerminalSize(rows: 50, columns: 120)
    for count in [10_000, 50_000] {
        let bytes = Array(lines(source, count: count).joined(separator: "\n").utf8)
        time("file view, \(count) lines", runs: runs) {
            let controller = RepositoryFileViewController(bindings: bindings)
            controller.didAppear(size: size)
            controller.display(RepositoryFileViewModel(breadcrumb: "repo.py", body: .code(CodeLines(bytes: bytes)),
                                                       showsLineNumbers: true, status: "Python"))
            return controller
        }
    }
    let diff = lines(source, count: 50_000).enumerated().map { index, line in
        CommitDetailLine((index % 3 == 0 ? "+" : " ") + line, index % 3 == 0 ? .addition : .plain)
    }
    time("commit diff, 50000 lines", runs: runs) {
        let controller = CommitDetailViewController(bindings: bindings)
        controller.didAppear(size: size)
        controller.display(CommitDetailViewModel(title: "o/r › abc1234", lines: CommitDetailLines(diff),
                                                 fileStarts: [0], status: "1 file"))
        return controller
    }
}
