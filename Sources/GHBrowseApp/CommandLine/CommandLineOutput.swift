import TextCells

/// Somewhere text goes: a file descriptor, or a test's buffer.
public protocol TextSink: AnyObject {
    /// Writes all of `text` (nothing more once a write has failed).
    func write(_ text: String)
    /// The `errno` of the first write that failed (`ENOSPC`, `EBADF`, `EPIPE`, …), nil while all went through.
    var failure: Int32? { get }
}

/// Where `search` and `view` write, and what they know about standard output.
///
/// Standard error is reachable only through `writeError`, which sanitizes: GitHub's `message`,
/// `errors[].message` and curl's error text are untrusted, and never reach a terminal raw.
public struct CommandLineOutput {
    let standardOutput: TextSink
    private let standardError: TextSink
    /// Whether standard output is a terminal (a table for people, else lines for scripts).
    public let isTerminal: Bool
    /// Standard output's width in cells.
    public let width: Int
    /// Whether a few SGR styles may be written (`--color`: by default, standard output is a
    /// terminal and `NO_COLOR` is unset).
    public let usesColor: Bool
    /// Whether colours are written as 24-bit or as the 256-colour palette's nearest.
    let colorDepth: ColorDepth

    public init(standardOutput: TextSink, standardError: TextSink, isTerminal: Bool, width: Int,
                usesColor: Bool = false) {
        self.init(standardOutput: standardOutput, standardError: standardError, isTerminal: isTerminal, width: width,
                  usesColor: usesColor, colorDepth: .palette256)
    }

    init(standardOutput: TextSink, standardError: TextSink, isTerminal: Bool, width: Int, usesColor: Bool,
         colorDepth: ColorDepth) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.isTerminal = isTerminal
        self.width = width
        self.usesColor = usesColor
        self.colorDepth = colorDepth
    }

    /// The `errno` of the first write to standard output that failed, if one did.
    public var standardOutputFailure: Int32? { standardOutput.failure }

    /// Writes `text` to standard output as it is (callers have made it safe for its format).
    public func write(_ text: String) {
        standardOutput.write(text)
    }

    /// Writes `message` as one line on standard error, without escape sequences, control characters
    /// or line breaks (a message cannot forge a second `ghbrowse:` line).
    public func writeError(_ message: String) {
        standardError.write(TextSanitizer.singleLine(message) + "\n")
    }

    /// Rewrites the progress line on standard error (a terminal's): a carriage return, the line
    /// erased, then `line` sanitized, no line break; nil just erases it.
    public func writeProgress(_ line: String?) {
        standardError.write("\r\u{1B}[K" + (line.map(TextSanitizer.singleLine) ?? ""))
    }
}
