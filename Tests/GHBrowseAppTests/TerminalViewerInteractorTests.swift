import Foundation
import ModuleServices
import Store
import Testing
import TerminalUI
import Usecases

/// Records the hand-over around the program's run.
@MainActor
private final class HandoverSpy: TerminalHandingOver {
    var events: [String] = []
    func handOver(during work: () -> Void) {
        events.append("given")
        work()
        events.append("taken back")
    }
}

/// Records the argument vector and what the temporary file held while the program ran.
private final class RunnerSpy: ForegroundProgramRunning, @unchecked Sendable {
    var arguments: [[String]] = []
    var contents: [String] = []
    var status: Result<Int32, ProcessLaunchError> = .success(0)
    func run(_ arguments: [String]) -> Result<Int32, ProcessLaunchError> {
        self.arguments.append(arguments)
        contents.append((try? String(contentsOfFile: arguments.last ?? "", encoding: .utf8)) ?? "<none>")
        return status
    }
}

/// `e` and `|` (issue 29): the program's words without a shell, a temporary file named like the
/// original, the terminal handed over around it, the file gone afterwards.
@MainActor
@Suite struct TerminalViewerInteractorTests {
    @Test func theSettingIsSplitAtSpacesAndThePathComesLast() {
        let settings = ExternalViewerSettings(visual: " ", editor: "code -w", pager: nil)
        #expect(TerminalViewerInteractor.command(for: .editor, settings: settings, path: "/t/a.go") == ["code", "-w", "/t/a.go"])
        #expect(TerminalViewerInteractor.command(for: .pager, settings: settings, path: "/t/a.go") == ["less", "-R", "/t/a.go"])
        #expect(TerminalViewerInteractor.command(for: .editor, settings: ExternalViewerSettings(), path: "p") == ["vi", "p"])
        let quoted = ExternalViewerSettings(visual: "vim; rm -rf ~", pager: "most")
        #expect(TerminalViewerInteractor.command(for: .editor, settings: quoted, path: "p") == ["vim;", "rm", "-rf", "~", "p"])
        #expect(TerminalViewerInteractor.command(for: .pager, settings: quoted, path: "p") == ["most", "p"])
    }

    @Test func theTemporaryNameIsTheOriginalsLastComponentOnly() {
        #expect(TerminalViewerInteractor.temporaryName(for: "src/main.go") == "main.go")
        #expect(TerminalViewerInteractor.temporaryName(for: "../..") == "file")
        #expect(TerminalViewerInteractor.temporaryName(for: "a\u{1B}[31m.py") == "a[31m.py")
        #expect(TerminalViewerInteractor.temporaryName(for: "") == "file")
    }

    @Test func theProgramGetsATemporaryCopyWhileTheTerminalIsHandedOver() throws {
        let terminal = HandoverSpy()
        let runner = RunnerSpy()
        let interactor = TerminalViewerInteractor(terminal: terminal, runner: runner,
                                                  settings: ExternalViewerSettings(editor: "ed -s"))
        var outcomes: [ExternalViewerOutcome] = []
        interactor.open(Array("print(1)\n".utf8), fileName: "tools/run.py", in: .editor) { outcomes.append($0) }
        #expect(terminal.events == ["given", "taken back"])
        let arguments = try #require(runner.arguments.first)
        #expect(Array(arguments.prefix(2)) == ["ed", "-s"])
        #expect(arguments.last?.hasSuffix("/run.py") == true)
        #expect(runner.contents == ["print(1)\n"])
        #expect(outcomes == [.finished(command: "ed", status: 0)])
        #expect(!FileManager.default.fileExists(atPath: arguments.last ?? ""))
    }

    @Test func withoutATerminalNothingRuns() {
        let runner = RunnerSpy()
        let interactor = TerminalViewerInteractor(terminal: nil, runner: runner, settings: ExternalViewerSettings())
        var outcomes: [ExternalViewerOutcome] = []
        interactor.open([], fileName: "a", in: .pager) { outcomes.append($0) }
        #expect(runner.arguments.isEmpty)
        #expect(outcomes == [.failed(reason: "no terminal to hand over")])
    }
}
