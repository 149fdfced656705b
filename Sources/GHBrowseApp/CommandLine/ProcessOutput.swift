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
    /// its width, else `$COLUMNS`, else 80; colour on a terminal unless `NO_COLOR`.
    static func process(environment: [String: String]) -> CommandLineOutput {
        var size = winsize()
        let measured = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
        let width = measured ? Int(size.ws_col) : environment["COLUMNS"].flatMap(Int.init) ?? 80
        return CommandLineOutput(standardOutput: FileDescriptorSink(descriptor: STDOUT_FILENO),
                                 standardError: FileDescriptorSink(descriptor: STDERR_FILENO),
                                 isTerminal: isatty(STDOUT_FILENO) != 0, width: width,
                                 usesColor: isatty(STDOUT_FILENO) != 0 && (environment["NO_COLOR"] ?? "").isEmpty)
    }
}
