/// A `MarkdownDocument` laid out at one width: screen lines of styled runs, the links in
/// reading order with where they are, and the line of every heading anchor.
public struct LaidOutDocument: Equatable, Sendable {
    /// The width the lines were laid out for; no line is wider.
    public var width: Int
    public var lines: [ScreenLine]
    /// Links in reading order (Tab order); `StyledRun.link` indexes into it.
    public var links: [LaidOutLink]
    /// Heading slugs (GitHub's rules, see `HeadingSlugger`) to the index of the heading's first line.
    public var anchors: [String: Int]

    public init(width: Int, lines: [ScreenLine], links: [LaidOutLink], anchors: [String: Int]) {
        self.width = width
        self.lines = lines
        self.links = links
        self.anchors = anchors
    }
}

/// One screen line: runs drawn left to right from column 0.
public struct ScreenLine: Equatable, Sendable {
    public var runs: [StyledRun]

    public init(runs: [StyledRun]) {
        self.runs = runs
    }

    /// The line's text without styles.
    public var text: String { runs.map(\.text).joined() }
}

/// Text in one style. The text is sanitized and one line.
public struct StyledRun: Equatable, Sendable {
    public var text: String
    /// Role and link are stored in compact form: a laid-out README holds many runs.
    private var roleCode: UInt8
    /// Emphasis, strong, strikethrough and inline code (`.image` is carried by `role`).
    public var style: SpanStyle
    private var linkCode: Int32

    public init(text: String, role: RunRole, style: SpanStyle = [], link: Int? = nil) {
        self.text = text
        self.roleCode = role.code
        self.style = style
        self.linkCode = link.map { Int32(clamping: $0) } ?? -1
    }

    /// What the run is.
    public var role: RunRole {
        get { RunRole(code: roleCode) }
        set { roleCode = newValue.code }
    }

    /// Role, style and whether it is a link, as one number below `styleKeyCount`: runs with the
    /// same key look the same.
    var styleKey: Int {
        (Int(roleCode & 0x1F) << 6 | Int(style.rawValue & 0x1F)) << 1 | (linkCode < 0 ? 0 : 1)
    }

    static let styleKeyCount = 32 << 7

    /// Index into `LaidOutDocument.links` when the run is link text.
    public var link: Int? {
        get { linkCode < 0 ? nil : Int(linkCode) }
        set { linkCode = newValue.map { Int32(clamping: $0) } ?? -1 }
    }
}

/// What a run is, for the View to pick colours and attributes.
public enum RunRole: Hashable, Sendable {
    /// Paragraph and list text.
    case body
    /// Heading text (and the underline of levels 1 and 2), level 1 to 6.
    case heading(Int)
    /// A line of a code block.
    case codeBlock
    /// `[image: ALT]`.
    case image
    /// The `│ ` bar of a block quote.
    case quoteBar
    /// `• `, `1. `, `[x] `, `[ ] `.
    case listMarker
    /// Table column separators, the header rule and the `…` of columns that did not fit.
    case tableBorder
    /// Text of a table's header row.
    case tableHeader
    /// A thematic break across the width.
    case rule
    /// What ghbrowse says about the document (such as the 1 MB cut).
    case notice
    /// The bar of a GitHub alert, in its kind's colour.
    case alertBar(AlertKind)
    /// The title line of a GitHub alert ("Note", "Warning" …).
    case alertTitle(AlertKind)

    /// One byte per role (heading levels clamped to 1...6).
    var code: UInt8 {
        switch self {
        case .body: return 0
        case .heading(let level): return UInt8(min(6, max(1, level)))
        case .codeBlock: return 7
        case .image: return 8
        case .quoteBar: return 9
        case .listMarker: return 10
        case .tableBorder: return 11
        case .tableHeader: return 12
        case .rule: return 13
        case .notice: return 14
        case .alertBar(let kind): return 15 + kind.rawValue
        case .alertTitle(let kind): return 20 + kind.rawValue
        }
    }

    init(code: UInt8) {
        switch code {
        case 1...6: self = .heading(Int(code))
        case 7: self = .codeBlock
        case 8: self = .image
        case 9: self = .quoteBar
        case 10: self = .listMarker
        case 11: self = .tableBorder
        case 12: self = .tableHeader
        case 13: self = .rule
        case 14: self = .notice
        case 15..<20: self = .alertBar(AlertKind(rawValue: code - 15) ?? .note)
        case 20..<25: self = .alertTitle(AlertKind(rawValue: code - 20) ?? .note)
        default: self = .body
        }
    }
}

/// A link as laid out: where it leads and where it is on screen.
public struct LaidOutLink: Equatable, Sendable {
    /// The target as written, sanitized.
    public var target: String
    public var destination: LinkDestination
    /// Its index in `MarkdownDocument.links`: which link of the README this is (two links to the
    /// same address are two links, each with its own index), stable across widths.
    public var source: Int
    /// Its pieces on screen, in order (a wrapped link has several).
    public var positions: [LinkPosition]

    public init(target: String, destination: LinkDestination, source: Int, positions: [LinkPosition]) {
        self.target = target
        self.destination = destination
        self.source = source
        self.positions = positions
    }
}

/// A piece of link text: a line index and the cells it covers.
public struct LinkPosition: Equatable, Sendable {
    public var line: Int
    public var columns: Range<Int>

    public init(line: Int, columns: Range<Int>) {
        self.line = line
        self.columns = columns
    }
}
