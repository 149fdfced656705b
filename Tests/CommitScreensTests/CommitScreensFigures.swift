import Foundation
import CommitDetailPresenter
import CommitDetailView
import CommitHistoryPresenter
import CommitHistoryView
import Entities
import RepositoryBrowsing
import ScreenKit
import TerminalUI
import Testing
import Usecases

/// Figures, not timed assertions: how long laying out a large commit takes, and the median
/// key → redraw on the commit and commits screens. Printed for Benchmarks/README.md.
@MainActor
@Suite struct CommitScreensFigures {
    /// 371 files (the recorded large commit's count), each with a 60-line patch: 22,000 lines.
    static func largeCommit() -> CommitDetailAnswer {
        let patch = "@@ -1,30 +1,30 @@ func f()\n" + (0..<20).map { " \tcontext line \($0)" }.joined(separator: "\n")
            + "\n" + (0..<20).map { "-old line \($0)" }.joined(separator: "\n") + "\n"
            + (0..<20).map { "+new line \($0)" }.joined(separator: "\n")
        let files = (0..<371).map {
            CommitFile(filename: "Sources/Module\($0)/File\($0).swift", status: "modified", additions: 20,
                       deletions: 20, changes: 40, patch: patch)
        }
        return CommitDetailAnswer(detail: CommitDetail(commit: CommitSamples.commit(1), files: files))
    }

    private static func median(_ samples: [Double]) -> Double {
        samples.sorted()[samples.count / 2]
    }

    private static func milliseconds(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    @Test func printsLayoutAndKeyToRedrawFigures() {
        let answer = Self.largeCommit()
        var laidOut: (lines: CommitDetailLines, fileStarts: [Int]) = ([], [])
        let layout = Self.median((0..<5).map { _ in
            Self.milliseconds { laidOut = CommitDetailLayout.lines(for: answer, now: CommitSamples.now) }
        })
        let controller = CommitDetailViewController(bindings: KeyBindings(sections: CommitDetailKeys.sections))
        controller.didAppear(size: TerminalSize(rows: 40, columns: 120))
        controller.display(CommitDetailViewModel(title: "t", lines: laidOut.lines, fileStarts: laidOut.fileStarts))
        let surface = InMemorySurface(rows: 40, columns: 120)
        let keys: [KeyPress] = [.tab, .pageDown, .character("j"), .backTab, .tab, .tab]
        let detailKey = Self.median((0..<300).map { index in
            Self.milliseconds {
                _ = controller.handle(key: keys[index % keys.count])
                surface.clear()
                controller.draw(on: surface)
            }
        })

        let history = CommitHistoryViewController(bindings: KeyBindings(sections: CommitHistoryKeys.sections))
        history.didAppear(size: TerminalSize(rows: 40, columns: 120))
        let rows = (0..<3_000).map { CommitSummaryText(CommitSamples.commit($0), now: CommitSamples.now) }
        history.display(CommitHistoryViewModel(title: "t", rows: rows))
        let historyKey = Self.median((0..<300).map { index in
            Self.milliseconds {
                _ = history.handle(key: index % 10 == 9 ? .pageDown : .down)
                surface.clear()
                history.draw(on: surface)
            }
        })
        print("""
            commit screen figures (debug build): layout of a 371-file commit, \(laidOut.lines.count) lines: \
            median \(String(format: "%.1f", layout)) ms; key → redraw median \(String(format: "%.3f", detailKey)) ms; \
            commits screen (3,000 rows) key → redraw median \(String(format: "%.3f", historyKey)) ms
            """)
        #expect(laidOut.fileStarts.count == 371)
    }
}
