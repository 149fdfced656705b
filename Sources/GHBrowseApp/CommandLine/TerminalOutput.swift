#if canImport(Glibc)
import Glibc
#endif

/// Facts about standard output: whether it is a terminal, and how wide.
enum TerminalOutput {
    static var isTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// The terminal's width, else `$COLUMNS`, else 80.
    static func width(environment: [String: String]) -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return environment["COLUMNS"].flatMap(Int.init) ?? 80
    }

    /// Writes all of `text` to standard output.
    static func write(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }
}

/// Writes all of `text` to `descriptor`, retrying short writes and interruptions.
func writeAll(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written <= 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
