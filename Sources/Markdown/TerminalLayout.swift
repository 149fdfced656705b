import TextCells

/// `DocumentLayout`'s rules, written straight into the UTF-8 bytes a terminal is sent: what
/// `TerminalText.render(_:width:styled:)` prints for `ghbrowse view`.
///
/// The lines, runs and escape sequences are exactly those of laying the document out with
/// `DocumentLayout` and printing the result with `TerminalText.render(_:styled:)` (the tests hold
/// the two equal), but no `ScreenLine` or `StyledRun` is made: text goes from the spans and the
/// word-wrapper's buffer to the output, and neighbours in one look share one escape sequence as
/// merged runs would. Heading anchors and link places, which nothing on a terminal uses, are left out.
struct TerminalLayout {
    /// A prefix (quote bar, list marker, code indent): its runs on the first line, on later lines
    /// and on blank lines.
    private struct Prefix {
        var first: [StyledRun]
        var rest: [StyledRun]
        var blank: [StyledRun]
        var width: Int
        var usedFirst = false
    }

    /// One piece of a table cell's line: `cellBytes[start..<end]` in the look `key`.
    private struct Piece {
        var start: Int
        var end: Int
        var key: RunKey
    }

    /// One line of a table cell: its pieces end at `pieceEnd` (they start where the previous line's end).
    private struct CellLine {
        var pieceEnd: Int
        var cells: Int
    }

    private let width: Int
    private let documentLinks: Int
    private let styled: Bool
    private var output: [UInt8] = []
    private var lineStart = 0
    /// The run being written: its look, and whether an escape sequence opened it.
    private var runKey = RunKey.none
    private var runIsOpen = false
    private var runHasSequence = false
    /// Escape sequences by `RunKey.styleKey`, made on first use.
    private var sequences = [[UInt8]?](repeating: nil, count: StyledRun.styleKeyCount)
    private var prefixes: [Prefix] = []
    private var prefixWidth = 0
    private var listDepth = 0
    private var wrapper = WordWrapper()
    private var attributes: [RunKey] = []
    /// Table cells of the row being laid out: bytes, pieces, lines, and each column's lines.
    private var cellBytes: [UInt8] = []
    private var pieces: [Piece] = []
    private var cellLines: [CellLine] = []
    private var columnLines: [Range<Int>] = []
    private static let reset: [UInt8] = [0x1B, 0x5B, 0x30, 0x6D]  // ESC [ 0 m

    private init(width: Int, documentLinks: Int, styled: Bool, capacity: Int) {
        self.width = width
        self.documentLinks = documentLinks
        self.styled = styled
        output.reserveCapacity(capacity)
    }

    /// `document` laid out at `width` (at least 1) as the bytes `TerminalText` prints.
    static func render(_ document: MarkdownDocument, width: Int, styled: Bool, capacity: Int = 0) -> [UInt8] {
        var writer = TerminalLayout(width: max(1, width), documentLinks: document.links.count, styled: styled,
                                    capacity: capacity)
        writer.blocks(document.blocks, tight: false)
        return writer.output
    }

    private var contentWidth: Int { max(1, width - prefixWidth) }
    /// Where running text wraps (see `DocumentLayout.proseWidth`: the two lay out alike).
    private var proseWidth: Int { max(1, min(width, MarkdownParser.proseColumns) - prefixWidth) }

    // MARK: Runs and lines

    private mutating func sequence(_ key: RunKey) -> [UInt8] {
        let index = key.styleKey
        if let known = sequences[index] { return known }
        let codes = TerminalText.sgr(role: key.role, style: key.style, isLink: key.link >= 0)
        let made = codes.isEmpty ? [] : Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
        sequences[index] = made
        return made
    }

    private mutating func closeRun() {
        if runIsOpen && runHasSequence { output.append(contentsOf: Self.reset) }
        runIsOpen = false
    }

    private mutating func openRun(_ key: RunKey) {
        closeRun()
        runKey = key
        runIsOpen = true
        runHasSequence = false
        guard styled else { return }
        let made = sequence(key)
        if !made.isEmpty {
            output.append(contentsOf: made)
            runHasSequence = true
        }
    }

    /// Content: joins the run before it when it looks the same (as `DocumentLayout` merges runs).
    private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>, _ key: RunKey) {
        guard !bytes.isEmpty else { return }
        if !(runIsOpen && runKey == key) { openRun(key) }
        output.append(contentsOf: bytes)
    }

    private mutating func put(_ text: String, _ key: RunKey) {
        var text = text
        text.withUTF8 { put($0, key) }
    }

    private mutating func putSpaces(_ count: Int, _ key: RunKey) {
        guard count > 0 else { return }
        if !(runIsOpen && runKey == key) { openRun(key) }
        output.append(contentsOf: repeatElement(0x20, count: count))
    }

    /// A run of its own (prefixes are never merged with the one before them).
    private mutating func putAlone(_ run: StyledRun) {
        openRun(RunKey(run))
        var text = run.text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    private mutating func beginLine() {
        lineStart = output.count
        for index in prefixes.indices {
            for run in prefixes[index].usedFirst ? prefixes[index].rest : prefixes[index].first { putAlone(run) }
            prefixes[index].usedFirst = true
        }
    }

    private mutating func endLine() {
        closeRun()
        while output.count > lineStart, output[output.count - 1] == 0x20 { output.removeLast() }
        output.append(0x0A)
    }

    private mutating func emit(_ text: String, _ role: RunRole) {
        beginLine()
        put(text, RunKey(role: role))
        endLine()
    }

    private mutating func blankLine() {
        lineStart = output.count
        var runs = prefixes.flatMap(\.blank)
        while let last = runs.last, last.text.allSatisfy({ $0 == " " }) { runs.removeLast() }
        for run in runs { putAlone(run) }
        endLine()
    }

    private mutating func push(first: [StyledRun], rest: [StyledRun], blank: [StyledRun]) {
        let prefixCells = first.reduce(0) { $0 + DisplayWidth.of($1.text) }
        let floor = min(DocumentLayout.minimumContentWidth, max(1, width / 2))
        if width - prefixWidth - prefixCells < floor {
            prefixes.append(Prefix(first: [], rest: [], blank: [], width: 0))
        } else {
            prefixes.append(Prefix(first: first, rest: rest, blank: blank, width: prefixCells))
            prefixWidth += prefixCells
        }
    }

    private mutating func pop() {
        prefixWidth -= prefixes.removeLast().width
    }

    // MARK: Blocks

    private mutating func blocks(_ blocks: [Block], tight: Bool) {
        for (index, block) in blocks.enumerated() {
            if index > 0 && !tight { blankLine() }
            self.block(block)
        }
    }

    private mutating func block(_ block: Block) {
        switch block {
        case .paragraph(let spans):
            _ = wrap(spans, width: proseWidth, role: .body)
        case .heading(let level, let spans):
            let widest = wrap(spans, width: proseWidth, role: .heading(level), measuring: level <= 2)
            if level <= 2 {
                emit(String(repeating: level == 1 ? "═" : "─", count: max(1, widest)), .heading(level))
            }
        case .codeBlock(_, let codeLines):
            push(first: [StyledRun(text: "  ", role: .codeBlock)], rest: [StyledRun(text: "  ", role: .codeBlock)], blank: [])
            for line in codeLines.isEmpty ? [""] : codeLines {
                emit(TextLayout.truncate(line, toWidth: contentWidth), .codeBlock)
            }
            pop()
        case .quote(let children):
            let bar = [StyledRun(text: "│ ", role: .quoteBar)]
            push(first: bar, rest: bar, blank: [StyledRun(text: "│", role: .quoteBar)])
            if children.isEmpty {
                beginLine()
                endLine()
            } else {
                blocks(children, tight: false)
            }
            pop()
        case .alert(let kind, let children):
            let bar = [StyledRun(text: "│ ", role: .alertBar(kind))]
            push(first: bar, rest: bar, blank: [StyledRun(text: "│", role: .alertBar(kind))])
            emit(kind.title, .alertTitle(kind))
            if !children.isEmpty { blocks(children, tight: false) }
            pop()
        case .list(let list):
            self.list(list)
        case .table(let table):
            self.table(table)
        case .thematicBreak:
            emit(String(repeating: "─", count: contentWidth), .rule)
        case .notice(let text):
            _ = wrap([Span(text: text)], width: proseWidth, role: .notice)
        }
    }

    private mutating func list(_ list: MarkdownList) {
        listDepth += 1
        defer { listDepth -= 1 }
        let markers = ListMarkers(list, depth: listDepth)
        for (index, item) in list.items.enumerated() {
            if index > 0 && !list.isTight { blankLine() }
            let marker = markers.marker(at: index)
            let indent = String(repeating: " ", count: DisplayWidth.of(marker))
            push(first: [StyledRun(text: marker, role: .listMarker)], rest: [StyledRun(text: indent, role: .body)], blank: [])
            if item.blocks.isEmpty {
                beginLine()
                endLine()
            } else {
                blocks(item.blocks, tight: list.isTight)
            }
            pop()
        }
    }

    // MARK: Paragraphs

    private func key(of span: Span, role: RunRole) -> RunKey {
        let link = span.link.flatMap { $0 < documentLinks ? $0 : nil }
        return RunKey(role: span.style.contains(.image) ? .image : role, style: span.style.subtracting(.image), link: link)
    }

    /// Fills the word-wrapper with `spans` (`attributes` gets each piece's look) and wraps it.
    private mutating func wrapped(_ spans: [Span], width: Int, role: RunRole) -> [WordWrapper.Line] {
        wrapper.removeAll()
        attributes.removeAll(keepingCapacity: true)
        for span in spans {
            if span.isLineBreak {
                wrapper.appendLineBreak()
                continue
            }
            attributes.append(key(of: span, role: role))
            wrapper.append(span.text, attribute: attributes.count - 1)
        }
        return wrapper.lines(width: width)
    }

    /// A paragraph, heading or notice written as lines. With `measuring`, returns the widest line's
    /// cells, measured as `DocumentLayout` measures a heading's lines (run by run); else 0.
    private mutating func wrap(_ spans: [Span], width: Int, role: RunRole, measuring: Bool = false) -> Int {
        if SingleLineSpans.cells(spans, width: width) != nil {
            beginLine()
            for span in spans { put(span.text, key(of: span, role: role)) }
            endLine()
            return measuring ? spans.reduce(0) { $0 + DisplayWidth.of($1.text) } : 0
        }
        let lines = wrapped(spans, width: width, role: role)
        var widest = 0
        let wrapperBytes = wrapper.bytes
        wrapperBytes.withUnsafeBufferPointer { bytes in
            for line in lines {
                beginLine()
                for segment in line.segments {
                    put(UnsafeBufferPointer(rebasing: bytes[segment.range]), attributes[segment.attribute])
                }
                endLine()
                if measuring { widest = max(widest, Self.runCells(line.segments, bytes: bytes)) }
            }
        }
        return widest
    }

    /// A wrapped line's width as the sum of its runs' widths (segments of one attribute joined).
    private static func runCells(_ segments: [WordWrapper.Segment], bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var cells = 0
        var index = 0
        while index < segments.count {
            let attribute = segments[index].attribute
            var joined: [UInt8] = []
            while index < segments.count, segments[index].attribute == attribute {
                joined += UnsafeBufferPointer(rebasing: bytes[segments[index].range])
                index += 1
            }
            cells += DisplayWidth.of(String(decoding: joined, as: UTF8.self))
        }
        return cells
    }

    // MARK: Tables

    private mutating func table(_ table: MarkdownTable) {
        let columns = table.alignments.count
        guard columns > 0 else { return }
        var natural = Array(repeating: 1, count: columns)
        var cellWidths: [Int] = []
        cellWidths.reserveCapacity((table.rows.count + 1) * columns)
        func measure(_ row: [[Span]]) {
            for column in 0..<columns {
                guard column < row.count else {
                    cellWidths.append(Int.max)
                    continue
                }
                let cells = row[column].reduce(0) { $0 + ($1.isLineBreak ? 1 : DisplayWidth.of($1.text)) }
                cellWidths.append(cells)
                natural[column] = max(natural[column], cells)
            }
        }
        if !table.header.isEmpty { measure(table.header) }
        for row in table.rows { measure(row) }
        let (widths, clipped) = TableColumns.plan(natural: natural, contentWidth: contentWidth)

        var measured = 0
        if !table.header.isEmpty {
            tableRow(table.header, cellWidths: cellWidths[0..<columns], widths: widths, alignments: table.alignments,
                     role: .tableHeader, clipped: clipped)
            measured = columns
            var rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
            if clipped { rule += " …" }
            emit(rule, .tableBorder)
        }
        for row in table.rows {
            tableRow(row, cellWidths: cellWidths[measured..<(measured + columns)], widths: widths, alignments: table.alignments,
                     role: .body, clipped: clipped)
            measured += columns
        }
    }

    private mutating func appendPiece(_ bytes: UnsafeBufferPointer<UInt8>, _ key: RunKey) {
        guard !bytes.isEmpty else { return }
        let start = cellBytes.count
        cellBytes.append(contentsOf: bytes)
        pieces.append(Piece(start: start, end: cellBytes.count, key: key))
    }

    /// Lays one cell out into `cellBytes`, `pieces` and `cellLines`.
    private mutating func layCell(_ spans: [Span], width: Int, role: RunRole, fitsOneLine: Bool) {
        if fitsOneLine, let cells = SingleLineSpans.cells(spans, width: width) {
            for span in spans {
                var text = span.text
                let key = key(of: span, role: role)
                text.withUTF8 { appendPiece($0, key) }
            }
            cellLines.append(CellLine(pieceEnd: pieces.count, cells: cells))
            return
        }
        let lines = wrapped(spans, width: width, role: role)
        let wrapperBytes = wrapper.bytes
        wrapperBytes.withUnsafeBufferPointer { bytes in
            for line in lines {
                for segment in line.segments {
                    appendPiece(UnsafeBufferPointer(rebasing: bytes[segment.range]), attributes[segment.attribute])
                }
                cellLines.append(CellLine(pieceEnd: pieces.count, cells: line.cells))
            }
        }
    }

    private mutating func tableRow(_ row: [[Span]], cellWidths: ArraySlice<Int>, widths: [Int], alignments: [ColumnAlignment],
                          role: RunRole, clipped: Bool) {
        cellBytes.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
        cellLines.removeAll(keepingCapacity: true)
        columnLines.removeAll(keepingCapacity: true)
        var height = 1
        for column in widths.indices {
            let first = cellLines.count
            if column < row.count {
                layCell(row[column], width: widths[column], role: role,
                        fitsOneLine: cellWidths[cellWidths.startIndex + column] <= widths[column])
            } else {
                cellLines.append(CellLine(pieceEnd: pieces.count, cells: 0))
            }
            columnLines.append(first..<cellLines.count)
            height = max(height, cellLines.count - first)
        }
        let body = RunKey(role: .body)
        let border = RunKey(role: .tableBorder)
        let rowBytes = cellBytes
        rowBytes.withUnsafeBufferPointer { bytes in
            for lineIndex in 0..<height {
                beginLine()
                for column in widths.indices {
                    if column > 0 { put(" │ ", border) }
                    let lines = columnLines[column]
                    var contentCells = 0
                    var pieceRange = 0..<0
                    if lineIndex < lines.count {
                        let line = lines.lowerBound + lineIndex
                        contentCells = cellLines[line].cells
                        pieceRange = (line == 0 ? 0 : cellLines[line - 1].pieceEnd)..<cellLines[line].pieceEnd
                    }
                    let missing = max(0, widths[column] - contentCells)
                    let isLast = column == widths.count - 1 && !clipped
                    let (left, right): (Int, Int)
                    switch alignments[column] {
                    case .left: (left, right) = (0, missing)
                    case .right: (left, right) = (missing, 0)
                    case .center: (left, right) = (missing / 2, missing - missing / 2)
                    }
                    putSpaces(left, body)
                    for index in pieceRange {
                        let piece = pieces[index]
                        put(UnsafeBufferPointer(rebasing: bytes[piece.start..<piece.end]), piece.key)
                    }
                    if !isLast { putSpaces(right, body) }
                }
                if clipped { put(" …", border) }
                endLine()
            }
        }
    }
}

/// How a run looks (role, style, link), the test for merging neighbours into one run.
struct RunKey: Equatable {
    var roleCode: UInt8
    var style: SpanStyle
    /// The document link, -1 for none.
    var link: Int32

    static let none = RunKey(roleCode: 0xFF, style: [], link: -1)

    init(roleCode: UInt8, style: SpanStyle, link: Int32) {
        self.roleCode = roleCode
        self.style = style
        self.link = link
    }

    init(role: RunRole, style: SpanStyle = [], link: Int? = nil) {
        self.init(roleCode: role.code, style: style, link: link.map { Int32(clamping: $0) } ?? -1)
    }

    init(_ run: StyledRun) {
        self.init(role: run.role, style: run.style, link: run.link)
    }

    var role: RunRole { RunRole(code: roleCode) }

    /// `StyledRun.styleKey` of a run that looks like this.
    var styleKey: Int {
        (Int(roleCode & 0x1F) << 6 | Int(style.rawValue & 0x1F)) << 1 | (link < 0 ? 0 : 1)
    }
}
