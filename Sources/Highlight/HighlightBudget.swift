import CHighlightAPI

/// How much work highlighting one file may take. KSyntaxHighlighting cannot be stopped inside a
/// line and some inputs make it very slow (each context switch costs as much as the contexts
/// already open: 200,000 `<a>` on one line take minutes), so a line longer than `lineBytes` is
/// not highlighted, a line that took longer than `lineNanoseconds` comes back plain, and once
/// the file has taken `fileNanoseconds` every further line comes back plain at once. A line
/// given up is drawn plain and the highlighter's state passes through it.
public struct HighlightBudget: Equatable, Sendable {
    /// Lines longer than this many bytes are not highlighted (0: no limit).
    public var lineBytes: Int
    /// A line that took longer than this comes back plain (0: no limit).
    public var lineNanoseconds: UInt64
    /// Once the file has taken this long, every further line comes back plain (0: no limit).
    public var fileNanoseconds: UInt64

    public init(lineBytes: Int, lineNanoseconds: UInt64, fileNanoseconds: UInt64) {
        self.lineBytes = max(lineBytes, 0)
        self.lineNanoseconds = lineNanoseconds
        self.fileNanoseconds = fileNanoseconds
    }

    /// 16 KiB a line, 100 ms a line, 3 s a file: every real source file we measured fits (a
    /// 10,000-line Python file takes about 150 ms), and no file keeps a core busy for longer.
    public static let standard = HighlightBudget(lineBytes: Int(GHB_DEFAULT_LINE_BYTES),
                                                 lineNanoseconds: GHB_DEFAULT_LINE_NANOSECONDS,
                                                 fileNanoseconds: GHB_DEFAULT_FILE_NANOSECONDS)

    /// No limits at all (benchmarks that time KSyntaxHighlighting itself).
    public static let unlimited = HighlightBudget(lineBytes: 0, lineNanoseconds: 0, fileNanoseconds: 0)

    var raw: ghb_budget {
        ghb_budget(line_bytes: lineBytes, line_nanoseconds: lineNanoseconds, file_nanoseconds: fileNanoseconds)
    }
}

/// What became of one line.
public enum LineOutcome: Equatable, Sendable {
    case highlighted
    /// Longer than the budget's `lineBytes`: plain.
    case tooLong
    /// Took longer than the budget's `lineNanoseconds`: plain.
    case tooSlow
    /// The file's budget was spent before it: plain.
    case fileBudgetSpent

    init(_ raw: Int32) {
        switch Int(raw) {
        case Int(GHB_LINE_TOO_LONG): self = .tooLong
        case Int(GHB_LINE_TOO_SLOW): self = .tooSlow
        case Int(GHB_LINE_FILE_BUDGET_SPENT): self = .fileBudgetSpent
        default: self = .highlighted
        }
    }
}
