// diff-benchmark COMMIT.json [COLUMNS ROWS]
//
// What opening a commit costs ghbrowse for its patch (issue 30's first row): GitHub's answer for a
// commit (COMMIT.json, as `GET /repos/O/R/commits/SHA` gives it) read with the one JSON reader,
// laid out for the commit screen, and its first screen drawn at COLUMNS x ROWS (100 x 50) on the
// in-memory surface. Run it under `valgrind --tool=callgrind` twice, with a commit whose patch is
// large and with the same commit's patch empty: the difference is the patch's cost, against
// `git show --color=always` of the same commit on a pty (Benchmarks/diff-floor.sh does both).
// Prints the line count; never fails on a time.
import APIClient
import CommitDetailPresenter
import CommitDetailView
import Entities
import Foundation
import TerminalUI
import Usecases

let arguments = CommandLine.arguments
guard arguments.count >= 2, let body = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: diff-benchmark COMMIT.json [COLUMNS ROWS]\n".utf8))
    exit(2)
}
let columns = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
let rows = arguments.count > 3 ? Int(arguments[3]) ?? 50 : 50

MainActor.assumeIsolated {
    guard let detail = try? CommitDetail.read(from: body) else {
        FileHandle.standardError.write(Data("diff-benchmark: the commit did not read\n".utf8))
        exit(1)
    }
    let laidOut = CommitDetailLayout.lines(for: CommitDetailAnswer(detail: detail), now: Date())
    let controller = CommitDetailViewController(bindings: KeyBindings(sections: CommitDetailKeys.sections))
    controller.didAppear(size: TerminalSize(rows: rows, columns: columns))
    controller.display(CommitDetailViewModel(title: "github › o/r › commits › 0123456", lines: laidOut.lines,
                                             fileStarts: laidOut.fileStarts))
    let surface = InMemorySurface(rows: rows, columns: columns)
    controller.draw(on: surface)
    print("\(laidOut.lines.count) lines laid out; first screen: \(surface.lines.filter { !$0.isEmpty }.count) rows drawn")
}
