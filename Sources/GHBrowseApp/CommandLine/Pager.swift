#if canImport(Glibc)
import Glibc
#endif

/// The user's pager, as gh and git choose it: `GHBROWSE_PAGER`, else `PAGER`, else `less -FRX`.
/// An empty value or `cat` means no pager.
///
/// How it is run: a value that is one plain word (`less`, `/usr/bin/most`) is run directly with
/// `posix_spawnp`, no shell; a value with spaces or shell characters is a command line, run as
/// git runs it, with `sh -c VALUE`. The default runs `less -FRX` directly. `LESS=FRX` and
/// `LV=-c` are set for the pager when unset, as git sets them (quit when it fits one screen,
/// keep colours, leave the text on screen).
struct PagerCommand: Equatable {
    /// The program and its arguments.
    let arguments: [String]

    static let defaultCommand = PagerCommand(arguments: ["less", "-FRX"])

    /// The pager `environment` asks for, nil for none.
    static func from(environment: [String: String]) -> PagerCommand? {
        let value = environment["GHBROWSE_PAGER"] ?? environment["PAGER"]
        guard let value else { return defaultCommand }
        let trimmed = value.trimmingCharacters(in: " \t\n")
        guard !trimmed.isEmpty, trimmed != "cat" else { return nil }
        if trimmed.unicodeScalars.contains(where: { shellCharacters.contains($0) }) {
            return PagerCommand(arguments: ["/bin/sh", "-c", trimmed])
        }
        return PagerCommand(arguments: [trimmed])
    }

    /// git's list (`run-command.c`): with any of these the value is a command line for the shell.
    private static let shellCharacters = Set("|&;<>()$`\\\"' \t\n*?[#~=%".unicodeScalars)

    /// The pager's environment: this one, with `LESS` and `LV` set when they are not.
    static func environment(_ environment: [String: String]) -> [String: String] {
        var result = environment
        if result["LESS"] == nil { result["LESS"] = "FRX" }
        if result["LV"] == nil { result["LV"] = "-c" }
        return result
    }

    /// How many screen lines `bytes` take at `width` columns (a long line wraps): enough to tell
    /// whether the text is longer than the screen without measuring every character.
    static func screenLines(_ bytes: [UInt8], width: Int, atMost limit: Int) -> Int {
        let columns = max(width, 1)
        var lines = 0
        var lineLength = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                lines += 1 + max(lineLength - 1, 0) / columns
                lineLength = 0
                if lines > limit { return lines }
            } else if byte & 0xC0 != 0x80 {  // one per character, not per byte of one
                lineLength += 1
            }
        }
        if lineLength > 0 { lines += 1 + (lineLength - 1) / columns }
        return lines
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}

/// Standard output for a command whose output may go through the pager (`view`, `cat`, `log`,
/// long `--help` on a terminal): keeps what is written, then at the end writes it to the
/// terminal itself when it fits the screen, else through the pager.
final class PagingSink: ByteSink {
    private var buffer: [UInt8] = []
    private(set) var failure: Int32?

    func write(_ text: String) {
        buffer += Array(text.utf8)
    }

    func write(bytes: [UInt8]) {
        buffer += bytes
    }

    /// Shows what was written: through `pager` when it takes more than `height` lines at `width`
    /// columns, else straight to standard output. A pager that cannot be started is said on
    /// standard error and the text is written straight.
    func finish(pager: PagerCommand?, height: Int, width: Int, environment: [String: String]) {
        defer { buffer = [] }
        guard let pager, PagerCommand.screenLines(buffer, width: width, atMost: height) >= height else {
            failure = writeAll(buffer, to: STDOUT_FILENO)
            return
        }
        if !PagerProcess.show(buffer, through: pager, environment: PagerCommand.environment(environment)) {
            writeAll("ghbrowse: could not start the pager \(pager.arguments.joined(separator: " ")); "
                     + "set GHBROWSE_PAGER, or use --no-pager\n", to: STDERR_FILENO)
            failure = writeAll(buffer, to: STDOUT_FILENO)
        }
    }
}

/// Runs the pager with the text on its standard input and waits for it to end.
enum PagerProcess {
    /// False when the pager could not be started.
    static func show(_ bytes: [UInt8], through pager: PagerCommand, environment: [String: String]) -> Bool {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return false }
        let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        // The pager gets the signals' default actions back (this process ignores some below).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        let arguments = pager.arguments.map { strdup($0) } + [nil]
        let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        // While the pager runs, Ctrl-C and a pager that quits early are the pager's business:
        // this process only waits (as git does).
        let previous = [SIGINT, SIGQUIT, SIGPIPE].map { ($0, signal($0, SIG_IGN)) }
        defer { for (number, handler) in previous { signal(number, handler) } }
        var pid: pid_t = 0
        let started = posix_spawnp(&pid, pager.arguments[0], &actions, &attributes, arguments, variables)
        close(readEnd)
        guard started == 0 else {
            close(writeEnd)
            return false
        }
        writeAll(bytes, to: writeEnd)  // EPIPE: the reader quit before the end, which is fine
        close(writeEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return true
    }
}
