import TextCells

/// Lays a `MarkdownDocument` out at a width, once, for every output: the screen's lines
/// (`DocumentLayout`, through `ScreenLinesOutput`) and the bytes `ghbrowse view` prints
/// (`TerminalText`, through `TerminalBytesOutput`). The rules are `DocumentLayout`'s (wrapping,
/// prefixes, code, tables); the output only records what is laid out.
struct MarkdownLayout<Output: LayoutOutput> {
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
    private(set) var output: Output
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

    private init(width: Int, documentLinks: Int, output: Output) {
        self.width = width
        self.documentLinks = documentLinks
        self.output = output
    }

    /// `document` laid out at `width` (at least 1) into `output`, which is returned.
    static func layout(_ document: MarkdownDocument, width: Int, into output: Output) -> Output {
        var layout = MarkdownLayout(width: max(1, width), documentLinks: document.links.count, output: output)
        layout.blocks(document.blocks, tight: false)
        return layout.output
    }

    private var contentWidth: Int { max(1, width - prefixWidth) }
    /// Where running text wraps: the width, but no further than `MarkdownParser.proseColumns` from
    /// the left edge (lines much longer read poorly); tables, code and rules use the whole width.
    private var proseWidth: Int { max(1, min(width, MarkdownParser.proseColumns) - prefixWidth) }

    // MARK: Lines and prefixes

    @inline(__always)
    private mutating func put(_ text: String, _ key: RunKey) {
        var text = text
        text.withUTF8 { output.put($0, key) }
    }

    private mutating func beginLine() {
        output.beginLine()
        for index in prefixes.indices {
            for run in prefixes[index].usedFirst ? prefixes[index].rest : prefixes[index].first { output.putPrefix(run) }
            prefixes[index].usedFirst = true
        }
    }

    private mutating func emit(_ text: String, _ role: RunRole) {
        beginLine()
        put(text, RunKey(role: role))
        output.endLine()
    }

    private mutating func blankLine() {
        output.beginLine()
        var runs = prefixes.flatMap(\.blank)
        while let last = runs.last, last.text.allSatisfy({ $0 == " " }) { runs.removeLast() }
        for run in runs { output.putPrefix(run) }
        output.endLine()
    }

    /// Opens a prefix; when it would leave too little room, an empty one (no further indent).
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
            output.heading(spans)
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
                output.endLine()
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
                output.endLine()
            } else {
                blocks(item.blocks, tight: list.isTight)
            }
            pop()
        }
    }

    // MARK: Paragraphs

    @inline(__always)
    private mutating func key(of span: Span, role: RunRole) -> RunKey {
        let link = span.link.flatMap { $0 < documentLinks ? $0 : nil }
        return output.key(role: span.style.contains(.image) ? .image : role, style: span.style.subtracting(.image),
                          documentLink: link)
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
    /// cells, run by run; else 0.
    private mutating func wrap(_ spans: [Span], width: Int, role: RunRole, measuring: Bool = false) -> Int {
        if SingleLineSpans.cells(spans, width: width) != nil {
            beginLine()
            for span in spans {
                let key = key(of: span, role: role)
                put(span.text, key)
            }
            output.endLine()
            return measuring ? spans.reduce(0) { $0 + DisplayWidth.of($1.text) } : 0
        }
        let lines = wrapped(spans, width: width, role: role)
        var widest = 0
        let wrapperBytes = wrapper.bytes
        wrapperBytes.withUnsafeBufferPointer { bytes in
            for line in lines {
                beginLine()
                for segment in line.segments {
                    output.put(UnsafeBufferPointer(rebasing: bytes[segment.range]), attributes[segment.attribute])
                }
                output.endLine()
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
                    output.putSpaces(left, body)
                    for index in pieceRange {
                        let piece = pieces[index]
                        output.put(UnsafeBufferPointer(rebasing: bytes[piece.start..<piece.end]), piece.key)
                    }
                    if !isLast { output.putSpaces(right, body) }
                }
                if clipped { put(" …", border) }
                output.endLine()
            }
        }
    }
}
