import TextCells

/// Builds a `MarkdownDocument` from the events of a walk over a parse tree (cmark-gfm's, or
/// HTML blocks turned into the same events). Nesting deeper than `maximumNesting` quotes and
/// lists is flattened into the deepest kept level, so any input gives a shallow model.
struct DocumentBuilder {
    enum InlineKind {
        case paragraph
        case heading(Int)
        case cell
    }

    private enum FrameKind {
        case document
        case quote
        case list(ordered: Bool, start: Int, tight: Bool)
        case item(TaskState)
        case table([ColumnAlignment])
        case row(isHeader: Bool)
        /// A quote, list or item past the nesting cap: its content goes to the nearest kept container.
        case flattened
    }

    private struct Frame {
        var kind: FrameKind
        var blocks: [Block] = []
        var items: [ListItem] = []
        var header: [[Span]] = []
        var rows: [[[Span]]] = []
        var cells: [[Span]] = []
    }

    private let maximumNesting: Int
    private let resolver: LinkResolver
    private var frames: [Frame] = [Frame(kind: .document)]
    private var nesting = 0
    private(set) var links: [DocumentLink] = []
    /// Targets already resolved (badges and tables repeat them): each is sanitized and resolved once.
    private var resolved: [String: DocumentLink] = [:]

    private var inline: InlineCollector?
    private var inlineKind = InlineKind.paragraph
    /// Inside an image: its text is the alt text, not part of the paragraph.
    private var imageDepth = 0
    private var imageAlt = ""
    private var imageLink: Int?
    /// Footnote labels to their numbers, in order of first reference.
    private var footnoteNumbers: [String: Int] = [:]
    /// Inside the list of footnotes at the end.
    private var inFootnotes = false

    init(maximumNesting: Int, resolver: LinkResolver) {
        self.maximumNesting = maximumNesting
        self.resolver = resolver
    }

    /// The finished document's blocks.
    mutating func finish() -> [Block] {
        endInline()
        while frames.count > 1 { closeContainer() }
        return frames[0].blocks
    }

    // MARK: Links

    /// Registers a link target and returns its index, or nil for an empty target.
    mutating func registerLink(_ raw: String) -> Int? {
        if let known = resolved[raw] {
            links.append(known)
            return links.count - 1
        }
        let target = TextSanitizer.singleLine(raw)
        guard !target.isEmpty else { return nil }
        let link = DocumentLink(target: target, destination: resolver.resolve(target))
        resolved[raw] = link
        links.append(link)
        return links.count - 1
    }

    // MARK: Containers

    mutating func openQuote() {
        openNested(.quote)
    }

    mutating func openList(ordered: Bool, start: Int, tight: Bool) {
        openNested(.list(ordered: ordered, start: start, tight: tight))
    }

    mutating func openItem(_ task: TaskState) {
        if case .list = frames[frames.count - 1].kind {
            frames.append(Frame(kind: .item(task)))
        } else {
            frames.append(Frame(kind: .flattened))
        }
    }

    private mutating func openNested(_ kind: FrameKind) {
        if nesting >= maximumNesting {
            frames.append(Frame(kind: .flattened))
        } else {
            nesting += 1
            frames.append(Frame(kind: kind))
        }
    }

    mutating func openTable(_ alignments: [ColumnAlignment]) {
        frames.append(Frame(kind: .table(alignments)))
    }

    mutating func openRow(isHeader: Bool) {
        frames.append(Frame(kind: .row(isHeader: isHeader)))
    }

    /// Closes the innermost container (quote, list, item, table or row) and hands it to its parent.
    mutating func closeContainer() {
        endInline()
        guard frames.count > 1 else { return }
        let frame = frames.removeLast()
        switch frame.kind {
        case .document, .flattened:
            break
        case .quote:
            nesting -= 1
            if let (kind, blocks) = AlertKind.alert(in: frame.blocks) {
                appendBlock(.alert(kind, blocks))
            } else {
                appendBlock(.quote(frame.blocks))
            }
        case .list(let ordered, let start, let tight):
            nesting -= 1
            if !frame.items.isEmpty {
                appendBlock(.list(MarkdownList(isOrdered: ordered, start: start, isTight: tight, items: frame.items)))
            }
        case .item(let task):
            frames[frames.count - 1].items.append(ListItem(task: task, blocks: frame.blocks))
        case .table(let alignments):
            let columns = max(frame.header.count, frame.rows.map(\.count).max() ?? 0)
            var aligned = Array(alignments.prefix(columns))
            aligned += Array(repeating: .left, count: max(0, columns - aligned.count))
            appendBlock(.table(MarkdownTable(alignments: aligned, header: frame.header, rows: frame.rows)))
        case .row(let isHeader):
            if case .table = frames[frames.count - 1].kind {
                if isHeader { frames[frames.count - 1].header = frame.cells } else { frames[frames.count - 1].rows.append(frame.cells) }
            }
        }
    }

    /// Adds a block to the innermost container that holds blocks (document, quote or item).
    mutating func appendBlock(_ block: Block) {
        endInline()
        var index = frames.count - 1
        while index > 0 {
            switch frames[index].kind {
            case .document, .quote, .item: frames[index].blocks.append(block); return
            default: index -= 1
            }
        }
        frames[0].blocks.append(block)
    }

    // MARK: Inline content

    mutating func beginInline(_ kind: InlineKind) {
        endInline()
        inline = InlineCollector()
        inlineKind = kind
        imageDepth = 0
    }

    /// Ends the open paragraph, heading or cell, if any.
    mutating func endInline() {
        guard var collector = inline else { return }
        inline = nil
        let spans = collector.finish()
        switch inlineKind {
        case .paragraph:
            if !spans.isEmpty { appendBlock(.paragraph(spans)) }
        case .heading(let level):
            if !spans.isEmpty { appendBlock(.heading(level: level, spans: spans)) }
        case .cell:
            if case .row = frames[frames.count - 1].kind { frames[frames.count - 1].cells.append(spans) }
        }
    }

    /// True while a paragraph, heading or cell is open.
    var isInInline: Bool { inline != nil }

    mutating func text(_ raw: String, extra: SpanStyle = []) {
        if imageDepth > 0 {
            imageAlt += raw
            return
        }
        if inline == nil { beginInline(.paragraph) }
        inline?.append(raw, extra: extra)
    }

    /// `text` for a C string (a cmark-gfm literal), without making a `String` of plain text.
    mutating func text(cString raw: UnsafePointer<CChar>, extra: SpanStyle = []) {
        if imageDepth > 0 {
            imageAlt += String(cString: raw)
            return
        }
        if inline == nil { beginInline(.paragraph) }
        inline?.append(cString: raw, extra: extra)
    }

    mutating func lineBreak() {
        guard imageDepth == 0 else { return }
        if inline == nil { beginInline(.paragraph) }
        inline?.lineBreak()
    }

    mutating func adjustEmphasis(_ delta: Int) { inline?.adjust(.emphasis, by: delta) }
    mutating func adjustStrong(_ delta: Int) { inline?.adjust(.strong, by: delta) }
    mutating func adjustStrikethrough(_ delta: Int) { inline?.adjust(.strikethrough, by: delta) }
    mutating func adjustCode(_ delta: Int) { inline?.adjust(.code, by: delta) }

    mutating func openLink(_ raw: String?) {
        if inline == nil { beginInline(.paragraph) }
        let link = raw.flatMap { registerLink($0) }
        inline?.links.append(link)
    }

    mutating func closeLink() {
        inline?.closeLink()
    }

    mutating func openImage(source: String) {
        imageDepth += 1
        if imageDepth == 1 {
            imageAlt = ""
            // An image inside a link follows the link; a bare one links to the picture.
            imageLink = inline?.currentLink ?? registerLink(source)
        }
    }

    mutating func closeImage() {
        guard imageDepth > 0 else { return }
        imageDepth -= 1
        if imageDepth == 0 { image(alt: imageAlt, link: imageLink) }
    }

    /// Adds `[image: ALT]` (or `[image]`).
    mutating func image(alt: String, link: Int?) {
        let cleanAlt = TextSanitizer.singleLine(alt).split(separator: " ").joined(separator: " ")
        if inline == nil { beginInline(.paragraph) }
        inline?.append(cleanAlt.isEmpty ? "[image]" : "[image: \(cleanAlt)]", extra: .image, link: .some(link))
    }

    /// Opens (+1) or closes (-1) a `<script>`-like region of the open inline content: its text is dropped.
    mutating func suppress(_ delta: Int) { inline?.adjust(.suppressed, by: delta) }

    // MARK: Footnotes

    /// A footnote reference: `[N]`, numbered by first appearance, as GitHub numbers them.
    mutating func footnoteReference(label: String) {
        let number: Int
        if let known = footnoteNumbers[label] {
            number = known
        } else {
            number = footnoteNumbers.count + 1
            footnoteNumbers[label] = number
        }
        text("[\(number)]")
    }

    /// A footnote's text: the first one opens the notes (a rule, then a numbered list).
    mutating func openFootnote() {
        if !inFootnotes {
            inFootnotes = true
            appendBlock(.thematicBreak)
            openList(ordered: true, start: 1, tight: true)
        }
        openItem(.none)
    }

    mutating func closeFootnote(isLast: Bool) {
        closeContainer()
        if isLast, inFootnotes {
            inFootnotes = false
            closeContainer()
        }
    }
}
