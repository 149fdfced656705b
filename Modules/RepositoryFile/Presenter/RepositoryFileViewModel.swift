import Markdown
import PresentationKit
import RepositoryBrowsing

/// Everything the file view draws: the breadcrumb, the body and the status line.
public struct RepositoryFileViewModel: Equatable, Sendable {
    /// `github › junegunn/fzf › files › main.go`, fitted to the width.
    public var breadcrumb: String
    public var body: RepositoryFileBody
    /// Whether the code's lines are numbered (`l`).
    public var showsLineNumbers: Bool
    /// The lines a link named (1-based): the code is first shown from the first of them, their
    /// numbers marked.
    public var markedLines: ClosedRange<Int>?
    /// The words a code search opened the file with (sanitized): searched in its text as soon as
    /// it is shown, the first match on screen.
    public var find: String?
    public var status: String
    public var statusTone: StatusTone
    /// The blame beside the code's lines while `B` shows it (Enter on a line then opens its commit).
    public var blame: BlameColumn?
    /// `d`'s prompt on the status line, while it asks.
    public var savePrompt: SavePrompt?
    /// Whether a save runs (Esc cancels it).
    public var isSaving = false

    public init(breadcrumb: String = "", body: RepositoryFileBody = .message("", tone: .normal),
                showsLineNumbers: Bool = true, markedLines: ClosedRange<Int>? = nil, find: String? = nil,
                status: String = "", statusTone: StatusTone = .normal, blame: BlameColumn? = nil,
                savePrompt: SavePrompt? = nil, isSaving: Bool = false) {
        self.blame = blame
        self.savePrompt = savePrompt
        self.isSaving = isSaving
        self.markedLines = markedLines
        self.find = find
        self.breadcrumb = breadcrumb
        self.body = body
        self.showsLineNumbers = showsLineNumbers
        self.status = status
        self.statusTone = statusTone
    }
}

/// What the file view's body shows.
public enum RepositoryFileBody: Equatable, Sendable {
    /// A sentence instead of the file: loading, a failure, a binary or too large file.
    case message(String, tone: StatusTone)
    /// The file's text, line by line, styled as far as it is highlighted.
    case code(CodeLines)
    /// A Markdown file rendered as the README is (`p` shows it raw); the View lays it out.
    case markdown(MarkdownDocument)
}

/// How a run of code looks, as a role: the theme's colour for it (0xRRGGBB) and attributes, or
/// the plain text colour. The View maps it onto the terminal's styles.
public enum CodeStyle: Hashable, Sendable {
    case plain
    case syntax(color: UInt32?, bold: Bool, italic: Bool, underline: Bool)
}

/// One run of a line to draw: safe text (tabs expanded, controls removed) in one style.
public struct CodeRun: Equatable, Sendable {
    public var text: String
    public var style: CodeStyle

    public init(text: String, style: CodeStyle) {
        self.text = text
        self.style = style
    }
}
