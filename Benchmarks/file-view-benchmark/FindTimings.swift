import BenchmarkSupport
import CommitDetailPresenter
import CommitDetailView
import Foundation
import RepositoryFilePresenter
import RepositoryFileView
import ScreenKit
import TerminalUI

/// `--find`: times `/` inside a text the way the app runs it: each keystroke handed to the
/// screen's View and the screen drawn again on an in-memory 120x50 surface. On the file view with
/// the file's lines repeated to 10,000 and to 50,000, and on a commit's diff of 50,000 lines: the
/// `/` that opens the field (the text read once), each character of the query ("self.re" then
/// "quest": narrowing as it grows), a Backspace, Enter, `n` and `N`. Prints medians over the runs.
@MainActor
enum FindTimings {
    /// `source`'s lines repeated to `count` lines.
    static func lines(_ source: [UInt8], count: Int) -> [String] {
        let base = String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return (0..<count).map { base[$0 % base.count] }
    }

    /// The keystrokes of one search: `/`, the query typed, Backspace, Enter, `n` and `N`.
    static let keystrokes: [(name: String, key: KeyPress)] = [("/", .character("/"))]
        + "self.request".map { ("type \($0)", KeyPress.character($0)) }
        + [("Backspace", .backspace), ("Enter", .enter), ("n", .character("n")), ("N", .character("N"))]

    static let bindings = KeyBindings(sections: RepositoryFileKeys.sections + CommitDetailKeys.sections + TextFindKeys.sections)

    /// Times each keystroke on a fresh screen made by `make`, `runs` times; prints the figures.
    static func time(_ title: String, runs: Int, make: () -> Screen) {
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

    /// The three texts made of `source`'s lines, each timed `runs` times.
    static func run(source: [UInt8], runs: Int) {
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
}
