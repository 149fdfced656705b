#if canImport(Glibc)
import Glibc
#endif
import Store
import TerminalUI
import TextCells
import Usecases

/// Opens a text in the person's editor (`$VISUAL`, `$EDITOR`) or pager (`$PAGER`, `less -R`):
/// writes it to a private temporary directory under the original's name, hands the terminal
/// over (`TerminalHandingOver`) while the program runs with an argument vector (its setting
/// split at spaces, never through a shell; the path last), then removes the file.
@MainActor
public final class TerminalViewerInteractor: ExternalViewerUsecase {
    private let terminal: TerminalHandingOver?
    private let runner: ForegroundProgramRunning
    private let settings: ExternalViewerSettings

    public init(terminal: TerminalHandingOver?, runner: ForegroundProgramRunning, settings: ExternalViewerSettings) {
        self.terminal = terminal
        self.runner = runner
        self.settings = settings
    }

    /// The program's words: the setting split at spaces and tabs (`code -w`), then `path`.
    public nonisolated static func command(for viewer: ExternalViewer, settings: ExternalViewerSettings,
                                           path: String) -> [String] {
        let setting: String
        switch viewer {
        case .editor: setting = [settings.visual, settings.editor].compactMap { $0 }.first { Self.hasWords($0) } ?? "vi"
        case .pager: setting = settings.pager.flatMap { Self.hasWords($0) ? $0 : nil } ?? "less -R"
        }
        return setting.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) + [path]
    }

    private nonisolated static func hasWords(_ text: String) -> Bool {
        text.contains { $0 != " " && $0 != "\t" }
    }

    /// The original's name as the temporary file's: its last component, with no `/` and not `.`
    /// or `..`; `file` when nothing of it is usable.
    public nonisolated static func temporaryName(for fileName: String) -> String {
        SafeFileName.from(fileName) ?? "file"
    }

    public func open(_ bytes: [UInt8], fileName: String, in viewer: ExternalViewer,
                     completion: @escaping @MainActor (ExternalViewerOutcome) -> Void) {
        guard let terminal else {
            completion(.failed(reason: "no terminal to hand over"))
            return
        }
        let base = (getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")
        var template = Array((base + "/ghbrowse-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let start = buffer.baseAddress, let directory = mkdtemp(start) else { return nil }
            return String(cString: directory)
        }
        guard let directory = made else {
            completion(.failed(reason: "could not make a temporary directory in \(base)"))
            return
        }
        let path = directory + "/" + Self.temporaryName(for: fileName)
        defer {
            unlink(path)
            rmdir(directory)
        }
        do {
            try PosixFiles.replaceAtomically(path, with: bytes)
        } catch {
            completion(.failed(reason: "could not write the temporary file"))
            return
        }
        let arguments = Self.command(for: viewer, settings: settings, path: path)
        var result: Result<Int32, ProcessLaunchError> = .success(0)
        terminal.handOver {
            result = runner.run(arguments)
        }
        switch result {
        case .success(let status): completion(.finished(command: arguments[0], status: status))
        case .failure(let error): completion(.failed(reason: error.reason))
        }
    }
}

/// The settings `e` and `|` run: `$VISUAL`, `$EDITOR`, `$PAGER` as the environment gave them.
public struct ExternalViewerSettings: Equatable, Sendable {
    public var visual: String?
    public var editor: String?
    public var pager: String?

    public init(visual: String? = nil, editor: String? = nil, pager: String? = nil) {
        self.visual = visual
        self.editor = editor
        self.pager = pager
    }
}
