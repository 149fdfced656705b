/// The colours code is highlighted in: GitHub's dark or light theme, matching the terminal's.
public enum CodeTheme: Equatable, Sendable {
    case dark
    case light
}

/// How a run of code looks: the theme's colour (0xRRGGBB, nil for the normal text colour) and
/// attributes. A plain value: the Presenter turns it into a style role for its view model.
public struct CodeSpanLook: Hashable, Sendable {
    public var foreground: UInt32?
    public var bold: Bool
    public var italic: Bool
    public var underline: Bool

    public init(foreground: UInt32? = nil, bold: Bool = false, italic: Bool = false, underline: Bool = false) {
        self.foreground = foreground
        self.bold = bold
        self.italic = italic
        self.underline = underline
    }
}

/// A run of one line in one look: UTF-8 byte offset and length within the line (without its
/// line break), and the index of its look in the answer's `looks`.
public struct CodeSpan: Equatable, Sendable {
    public var offset: Int
    public var length: Int
    public var look: Int

    public init(offset: Int, length: Int, look: Int) {
        self.offset = offset
        self.length = length
        self.look = look
    }
}

/// Lines highlighted in one go: from `firstLine` (0-based), one array of spans per line.
public struct CodeHighlightChunk: Equatable, Sendable {
    public var firstLine: Int
    public var lines: [[CodeSpan]]
    /// Every look the file's spans so far name (it only grows: the last chunk's serves all lines).
    public var looks: [CodeSpanLook]
    /// The syntax definition's name ("Swift", "Python").
    public var syntaxName: String
    /// True on the last chunk: every line is highlighted, or the file's budget is spent.
    public var isComplete: Bool
    /// The first line the file's budget of work did not reach (it and the lines after it stay
    /// plain), on the last chunk; nil when the whole file fitted.
    public var budgetSpentAt: Int?

    public init(firstLine: Int, lines: [[CodeSpan]], looks: [CodeSpanLook], syntaxName: String, isComplete: Bool,
                budgetSpentAt: Int? = nil) {
        self.firstLine = firstLine
        self.lines = lines
        self.looks = looks
        self.syntaxName = syntaxName
        self.isComplete = isComplete
        self.budgetSpentAt = budgetSpentAt
    }
}

/// One answer while a file is highlighted.
public enum CodeHighlightAnswer: Equatable, Sendable {
    /// More lines highlighted; chunks arrive in order, the first one covering the lines asked for first.
    case chunk(CodeHighlightChunk)
    /// No syntax definition fits the file: it is shown plain (the last answer).
    case noSyntax
    /// The highlighting library cannot be used (the reason, in the loader's words): the file is
    /// shown plain (the last answer).
    case unavailable(reason: String)
}

/// Highlights a file's lines off the UI thread: the first `firstLines` lines at once, then the
/// rest in chunks in the background, each answered on the UI thread as it is done, carrying the
/// highlighter's state from each line to the next. Within a budget of work: a line (or the rest
/// of a file) that would take too long is left plain; a cancelled file stops at its next line.
@MainActor
public protocol CodeHighlightUsecase: AnyObject {
    /// Loads the highlighting library and its definitions in the background, ahead of the first
    /// file (while its bytes are fetched), so the first screen does not pay for loading them.
    func prepare()
    /// Starts highlighting `bytes` (UTF-8 text, lines split at `\n`) of the file named `fileName`
    /// (the syntax is picked by name, then by the first line). Cancelling stops the chunks.
    @discardableResult
    func highlight(fileName: String, bytes: [UInt8], theme: CodeTheme, firstLines: Int,
                   answer: @escaping @MainActor (CodeHighlightAnswer) -> Void) -> Cancellable
}
