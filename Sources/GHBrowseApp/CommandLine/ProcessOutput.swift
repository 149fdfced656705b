#if canImport(Glibc)
import Glibc
#endif

/// A `TextSink` over a file descriptor (standard output or standard error).
final class FileDescriptorSink: ByteSink {
    private let descriptor: Int32
    private(set) var failure: Int32?

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ text: String) {
        guard failure == nil else { return }
        failure = writeAll(text, to: descriptor)
    }

    func write(bytes: [UInt8]) {
        writeAll(bytes, to: descriptor)
    }
}

/// Writes all of `text` to `descriptor`, retrying short writes and interruptions. Returns the
/// `errno` of a write that failed (a full disk, a closed descriptor or pipe), nil when all was written.
@discardableResult
func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    writeAll(Array(text.utf8), to: descriptor)
}

/// Writes all of `bytes` to `descriptor` (binary-safe), as `writeAll(_:to:)` for text.
@discardableResult
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0, errno == EINTR { continue }
            if written < 0 { return errno }
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }
}

extension CommandLineOutput {
    /// The process's standard output and error, with facts read from the terminal:
    /// its width, else `$COLUMNS`, else 80; colour as `color` says (auto: on a terminal unless
    /// `NO_COLOR`), in 24-bit only when `COLORTERM` says so.
    /// - Parameter standardOutput: where standard output goes instead of the descriptor (the pager's buffer).
    static func process(environment: [String: String], color: ColorChoice,
                        standardOutput: TextSink? = nil) -> CommandLineOutput {
        let width = TerminalSize.current(environment: environment).width
        let isTerminal = isatty(STDOUT_FILENO) != 0
        return CommandLineOutput(standardOutput: standardOutput ?? FileDescriptorSink(descriptor: STDOUT_FILENO),
                                 standardError: FileDescriptorSink(descriptor: STDERR_FILENO),
                                 isTerminal: isTerminal, width: width,
                                 usesColor: usesColor(color, isTerminal: isTerminal, environment: environment),
                                 colorDepth: ColorDepth(environment: environment))
    }

    /// `always` and `never` as they say; `auto` on a terminal unless `NO_COLOR` is set (to anything).
    static func usesColor(_ choice: ColorChoice, isTerminal: Bool, environment: [String: String]) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: return isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}

/// Standard output's terminal size: measured, else `$COLUMNS` and `$LINES`, else 80 × 24.
enum TerminalSize {
    static func current(environment: [String: String]) -> (width: Int, height: Int) {
        var size = winsize()
        let measured = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 && size.ws_row > 0
        let width = measured ? Int(size.ws_col) : environment["COLUMNS"].flatMap(Int.init) ?? 80
        let height = measured ? Int(size.ws_row) : environment["LINES"].flatMap(Int.init) ?? 24
        return (width, height)
    }
}

/// The pager for this run's standard output, when it goes to a terminal and may be paged.
struct PagedOutput {
    let sink: PagingSink
    let pager: PagerCommand

    /// Nil when standard output is not a terminal, `paged` is false, or the user chose no pager.
    init?(paged: Bool, environment: [String: String]) {
        guard paged, isatty(STDOUT_FILENO) != 0, let pager = PagerCommand.from(environment: environment) else {
            return nil
        }
        self.pager = pager
        sink = PagingSink()
    }

    /// Shows what was written, through the pager when it is longer than the screen.
    func finish(environment: [String: String]) {
        let size = TerminalSize.current(environment: environment)
        sink.finish(pager: pager, height: size.height, width: size.width, environment: environment)
    }
}
