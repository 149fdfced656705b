// diff-benchmark PATCH [COLUMNS ROWS]
//
// What opening a commit costs ghbrowse for its patch (issue 30's first row): GitHub's answer for a
// commit whose one file's patch is the file PATCH (the JSON built here, the patch escaped as GitHub
// escapes it) read with the one JSON reader, laid out for the commit screen, and its first screen
// drawn at COLUMNS x ROWS (100 x 50) on the in-memory surface. Run it under
// `valgrind --tool=callgrind` twice, with PATCH and with an empty file: the difference is the
// patch's cost, against `git show --color=always` of the same commit on a pty
// (Benchmarks/diff-floor.sh does both). Prints the line count; never fails on a time.
import APIClient
import CommitDetailPresenter
import CommitDetailView
import Entities
import Foundation
import TerminalUI
import Usecases

/// `text` as a JSON string's contents.
func jsonEscaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count + text.utf8.count / 8)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
        }
    }
    return out
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let patch = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: diff-benchmark PATCH [COLUMNS ROWS]\n".utf8))
    exit(2)
}
let columns = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
let rows = arguments.count > 3 ? Int(arguments[3]) ?? 50 : 50
let body = """
{"sha":"0123456789abcdef0123456789abcdef01234567","commit":{"author":{"name":"Ada","email":"ada@example.com",\
"date":"2024-01-02T10:00:00Z"},"committer":{"name":"Ada","email":"ada@example.com","date":"2024-01-02T10:00:00Z"},\
"message":"A large change"},"parents":[{"sha":"1111111111111111111111111111111111111111"}],\
"stats":{"total":1,"additions":1,"deletions":0},"files":[{"filename":"src/large.c","status":"modified",\
"additions":1,"deletions":0,"changes":1,"patch":"\(jsonEscaped(patch))"}]}
"""

MainActor.assumeIsolated {
    guard let detail = try? CommitDetail.read(from: Data(body.utf8)) else {
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
