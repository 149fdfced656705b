/// A README as a terminal document: blocks of styled spans, every piece of text already
/// sanitized (`TextSanitizer`), so no escape sequence, C1 control or bidi override survives.
///
/// Made by `MarkdownParser`, drawn by `DocumentLayout`. Nesting is capped at
/// `MarkdownParser.maximumNesting` levels; deeper content is kept, flattened into the last level.
public struct MarkdownDocument: Equatable, Sendable {
    /// The blocks in reading order.
    public var blocks: [Block]
    /// Every link and image target, in reading order; `Span.link` indexes into it.
    public var links: [DocumentLink]
    /// True when the README was longer than `MarkdownParser.byteLimit` and only its start is here
    /// (the first block is then a `.notice` saying so).
    public var isTruncated: Bool

    public init(blocks: [Block], links: [DocumentLink] = [], isTruncated: Bool = false) {
        self.blocks = blocks
        self.links = links
        self.isTruncated = isTruncated
    }
}

/// One block of a `MarkdownDocument`.
public indirect enum Block: Equatable, Sendable {
    /// A heading, level 1 (largest) to 6.
    case heading(level: Int, spans: [Span])
    /// Running text, wrapped at layout; a span whose text is "\n" is a hard line break.
    case paragraph([Span])
    /// Preformatted lines (fenced or indented code, plain-text READMEs' indented blocks); never wrapped.
    case codeBlock(language: String?, lines: [String])
    /// A block quote.
    case quote([Block])
    /// A GitHub alert (`> [!NOTE]` …): a quote with a coloured bar and the kind's title.
    case alert(AlertKind, [Block])
    /// An ordered or bullet list.
    case list(MarkdownList)
    /// A GFM table.
    case table(MarkdownTable)
    /// A horizontal rule.
    case thematicBreak
    /// Something ghbrowse says about the document itself (for example that it was cut at 1 MB).
    case notice(String)
}

/// An ordered or bullet list.
public struct MarkdownList: Equatable, Sendable {
    /// Numbered (`1.`) rather than bulleted.
    public var isOrdered: Bool
    /// The first number of an ordered list.
    public var start: Int
    /// Tight lists have no blank lines between their items.
    public var isTight: Bool
    public var items: [ListItem]

    public init(isOrdered: Bool, start: Int, isTight: Bool, items: [ListItem]) {
        self.isOrdered = isOrdered
        self.start = start
        self.isTight = isTight
        self.items = items
    }
}

/// One list item: its task box (if any) and its blocks.
public struct ListItem: Equatable, Sendable {
    public var task: TaskState
    public var blocks: [Block]

    public init(task: TaskState, blocks: [Block]) {
        self.task = task
        self.blocks = blocks
    }
}

/// Whether a list item is a GFM task, and whether it is done.
public enum TaskState: Equatable, Sendable {
    case none
    case checked
    case unchecked
}

/// A GFM table: one alignment per column, a header row and body rows of cells (cells are spans).
public struct MarkdownTable: Equatable, Sendable {
    public var alignments: [ColumnAlignment]
    public var header: [[Span]]
    public var rows: [[[Span]]]

    public init(alignments: [ColumnAlignment], header: [[Span]], rows: [[[Span]]]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }
}

/// How a table column aligns its cells.
public enum ColumnAlignment: Equatable, Sendable {
    case left
    case center
    case right
}

/// A run of text with one style. Text is sanitized and single-line, except a span of exactly
/// "\n", which is a hard line break.
public struct Span: Equatable, Sendable {
    public var text: String
    public var style: SpanStyle
    /// Stored compactly (-1: none): a README holds many spans.
    private var linkCode: Int32

    public init(text: String, style: SpanStyle = [], link: Int? = nil) {
        self.text = text
        self.style = style
        self.linkCode = link.map { Int32(clamping: $0) } ?? -1
    }

    /// Index into `MarkdownDocument.links` when the span is (part of) a link.
    public var link: Int? {
        get { linkCode < 0 ? nil : Int(linkCode) }
        set { linkCode = newValue.map { Int32(clamping: $0) } ?? -1 }
    }

    /// True for the hard line break span.
    public var isLineBreak: Bool { text == "\n" }
}

/// The inline styles a span can combine.
public struct SpanStyle: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let emphasis = SpanStyle(rawValue: 1 << 0)
    public static let strong = SpanStyle(rawValue: 1 << 1)
    public static let strikethrough = SpanStyle(rawValue: 1 << 2)
    /// Inline code.
    public static let code = SpanStyle(rawValue: 1 << 3)
    /// An image shown as `[image: ALT]`.
    public static let image = SpanStyle(rawValue: 1 << 4)
}

/// A link or image target as written in the README, and where following it leads.
public struct DocumentLink: Equatable, Sendable {
    /// The target as written (sanitized), for a status line.
    public var target: String
    /// The target resolved against the README's `html_url` (`LinkResolver`).
    public var destination: LinkDestination

    public init(target: String, destination: LinkDestination) {
        self.target = target
        self.destination = destination
    }
}
