import TextCells

/// Lays a `MarkdownDocument` out at a width, for the detail screen and the command line.
///
/// - Paragraphs and headings wrap by display width (CJK and emoji take two cells); a word longer
///   than a line is broken between characters. Headings 1 and 2 are underlined (`═`, `─`).
/// - Code blocks are indented two cells and never wrap: a line wider than the space is cut with `…`
///   (the document model keeps the whole line).
/// - Block quotes get a `│ ` bar; lists hang their text after `• `/`◦ `/`▪ `, `1. ` or `[x] `/`[ ] `.
/// - Tables are aligned columns separated by ` │ `, each honouring its alignment. When they are
///   too wide, the widest columns shrink first (down to 6 cells, or their natural width) and their
///   cells wrap; columns that still do not fit are left out and every line ends in ` …`.
/// - When nesting would leave less than `minimumContentWidth` cells, deeper levels are not
///   indented further and their quote bars and list markers are left out (their text stays),
///   so no line is ever wider than `width`.
public enum DocumentLayout {
    /// The narrowest text column nesting may leave.
    public static let minimumContentWidth = 12

    /// `document` laid out for a screen `width` cells wide (at least 1).
    public static func layout(_ document: MarkdownDocument, width: Int) -> LaidOutDocument {
        var slugger = HeadingSlugger()
        return layout(document, width: width, slugger: &slugger)
    }

    /// `document` laid out with heading anchors made unique by `slugger` (which may have seen the
    /// headings of earlier parts of the same README).
    static func layout(_ document: MarkdownDocument, width: Int, slugger: inout HeadingSlugger,
                       placesLinks: Bool = true) -> LaidOutDocument {
        let writer = LayoutWriter(width: max(1, width), documentLinks: document.links, slugger: slugger)
        writer.blocks(document.blocks, tight: false)
        slugger = writer.slugger
        return writer.finish(placingLinks: placesLinks)
    }
}

/// The state of one layout pass: lines so far, the open prefixes (quote bars, list markers),
/// links and anchors.
private final class LayoutWriter {
    private struct Prefix {
        var first: [StyledRun]
        var rest: [StyledRun]
        var blank: [StyledRun]
        var width: Int
        var usedFirst = false
    }

    private let width: Int
    private let documentLinks: [DocumentLink]
    private var lines: [ScreenLine] = []
    private var prefixes: [Prefix] = []
    private var prefixWidth = 0
    private var links: [LaidOutLink] = []
    private var linkIndex: [Int: Int] = [:]
    private var anchors: [String: Int] = [:]
    private(set) var slugger: HeadingSlugger
    private var listDepth = 0
    /// Padding strings by length.
    private var spaceStrings: [String] = []
    /// One wrapper for every paragraph and cell, emptied each time (its buffers are kept).
    private var wrapper = WordWrapper()

    init(width: Int, documentLinks: [DocumentLink], slugger: HeadingSlugger) {
        self.width = width
        self.documentLinks = documentLinks
        self.slugger = slugger
    }

    private var contentWidth: Int { max(1, width - prefixWidth) }
    /// Where running text wraps: the width, but no further than `MarkdownParser.proseColumns` from
    /// the left edge (lines much longer read poorly); tables, code and rules use the whole width.
    private var proseWidth: Int { max(1, min(width, MarkdownParser.proseColumns) - prefixWidth) }

    /// The laid-out document; with `placingLinks`, each link knows where its pieces are on screen.
    func finish(placingLinks: Bool) -> LaidOutDocument {
        for (lineIndex, line) in lines.enumerated() where placingLinks && line.runs.contains(where: { $0.link != nil }) {
            var column = 0
            for run in line.runs {
                let runWidth = DisplayWidth.of(run.text)
                if let link = run.link, runWidth > 0 {
                    if let last = links[link].positions.last, last.line == lineIndex, last.columns.upperBound == column {
                        links[link].positions[links[link].positions.count - 1].columns = last.columns.lowerBound..<(column + runWidth)
                    } else {
                        links[link].positions.append(LinkPosition(line: lineIndex, columns: column..<(column + runWidth)))
                    }
                }
                column += runWidth
            }
        }
        return LaidOutDocument(width: width, lines: lines, links: links, anchors: anchors)
    }

    // MARK: Lines and prefixes

    private func emit(_ content: [StyledRun]) {
        var runs: [StyledRun] = []
        runs.reserveCapacity(prefixes.count + content.count)
        for index in prefixes.indices {
            runs += prefixes[index].usedFirst ? prefixes[index].rest : prefixes[index].first
            prefixes[index].usedFirst = true
        }
        // Neighbours in the same style (text and its padding, say) become one run.
        for run in content where !run.text.isEmpty {
            if let last = runs.last, last.role == run.role, last.style == run.style, last.link == run.link {
                runs[runs.count - 1].text += run.text
            } else {
                runs.append(run)
            }
        }
        lines.append(ScreenLine(runs: runs))
    }

    private func blankLine() {
        var runs = prefixes.flatMap(\.blank)
        while let last = runs.last, last.text.allSatisfy({ $0 == " " }) { runs.removeLast() }
        lines.append(ScreenLine(runs: runs))
    }

    /// Opens a prefix; when it would leave too little room, an empty one (no further indent).
    private func push(first: [StyledRun], rest: [StyledRun], blank: [StyledRun]) {
        let prefixCells = first.reduce(0) { $0 + DisplayWidth.of($1.text) }
        let floor = min(DocumentLayout.minimumContentWidth, max(1, width / 2))
        if width - prefixWidth - prefixCells < floor {
            prefixes.append(Prefix(first: [], rest: [], blank: [], width: 0))
        } else {
            prefixes.append(Prefix(first: first, rest: rest, blank: blank, width: prefixCells))
            prefixWidth += prefixCells
        }
    }

    private func pop() {
        prefixWidth -= prefixes.removeLast().width
    }

    // MARK: Blocks

    func blocks(_ blocks: [Block], tight: Bool) {
        for (index, block) in blocks.enumerated() {
            if index > 0 && !tight { blankLine() }
            self.block(block, tight: tight)
        }
    }

    private func block(_ block: Block, tight: Bool) {
        switch block {
        case .paragraph(let spans):
            for line in wrap(spans, width: proseWidth, role: .body) { emit(line) }
        case .heading(let level, let spans):
            heading(level: level, spans: spans)
        case .codeBlock(_, let codeLines):
            push(first: [StyledRun(text: "  ", role: .codeBlock)], rest: [StyledRun(text: "  ", role: .codeBlock)], blank: [])
            for line in codeLines.isEmpty ? [""] : codeLines {
                emit([StyledRun(text: TextLayout.truncate(line, toWidth: contentWidth), role: .codeBlock)])
            }
            pop()
        case .quote(let children):
            let bar = [StyledRun(text: "│ ", role: .quoteBar)]
            push(first: bar, rest: bar, blank: [StyledRun(text: "│", role: .quoteBar)])
            if children.isEmpty { emit([]) } else { blocks(children, tight: false) }
            pop()
        case .alert(let kind, let children):
            let bar = [StyledRun(text: "│ ", role: .alertBar(kind))]
            push(first: bar, rest: bar, blank: [StyledRun(text: "│", role: .alertBar(kind))])
            emit([StyledRun(text: kind.title, role: .alertTitle(kind))])
            if !children.isEmpty { blocks(children, tight: false) }
            pop()
        case .list(let list):
            self.list(list)
        case .table(let table):
            self.table(table)
        case .thematicBreak:
            emit([StyledRun(text: String(repeating: "─", count: contentWidth), role: .rule)])
        case .notice(let text):
            for line in wrap([Span(text: text)], width: proseWidth, role: .notice) { emit(line) }
        }
    }

    private func heading(level: Int, spans: [Span]) {
        let plain = spans.map { $0.isLineBreak ? " " : $0.text }.joined()
        anchors[slugger.slug(for: plain)] = lines.count
        let wrapped = wrap(spans, width: proseWidth, role: .heading(level))
        var widest = 0
        for line in wrapped {
            emit(line)
            widest = max(widest, line.reduce(0) { $0 + DisplayWidth.of($1.text) })
        }
        if level <= 2 {
            emit([StyledRun(text: String(repeating: level == 1 ? "═" : "─", count: max(1, widest)), role: .heading(level))])
        }
    }

    private func list(_ list: MarkdownList) {
        listDepth += 1
        defer { listDepth -= 1 }
        let markers = ListMarkers(list, depth: listDepth)
        for (index, item) in list.items.enumerated() {
            if index > 0 && !list.isTight { blankLine() }
            let marker = markers.marker(at: index)
            let indent = String(repeating: " ", count: DisplayWidth.of(marker))
            push(first: [StyledRun(text: marker, role: .listMarker)], rest: [StyledRun(text: indent, role: .body)], blank: [])
            if item.blocks.isEmpty { emit([]) } else { blocks(item.blocks, tight: list.isTight) }
            pop()
        }
    }

    // MARK: Tables

    private func table(_ table: MarkdownTable) {
        let columns = table.alignments.count
        guard columns > 0 else { return }
        let allRows = (table.header.isEmpty ? [] : [table.header]) + table.rows
        var natural = Array(repeating: 1, count: columns)
        // Each cell's width on one line, measured once: a cell wider than its column goes straight to wrapping.
        var cellWidths: [[Int]] = []
        cellWidths.reserveCapacity(allRows.count)
        for row in allRows {
            var rowWidths: [Int] = []
            rowWidths.reserveCapacity(min(row.count, columns))
            for (column, cell) in row.prefix(columns).enumerated() {
                let cells = Self.cellWidth(cell)
                rowWidths.append(cells)
                natural[column] = max(natural[column], cells)
            }
            cellWidths.append(rowWidths)
        }
        let (widths, clipped) = TableColumns.plan(natural: natural, contentWidth: contentWidth)

        if !table.header.isEmpty {
            tableRow(table.header, cellWidths: cellWidths[0], widths: widths, alignments: table.alignments,
                     role: .tableHeader, clipped: clipped)
            var rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
            if clipped { rule += " …" }
            emit([StyledRun(text: rule, role: .tableBorder)])
        }
        let first = table.header.isEmpty ? 0 : 1
        for (index, row) in table.rows.enumerated() {
            tableRow(row, cellWidths: cellWidths[first + index], widths: widths, alignments: table.alignments,
                     role: .body, clipped: clipped)
        }
    }

    private func tableRow(_ row: [[Span]], cellWidths: [Int], widths: [Int], alignments: [ColumnAlignment], role: RunRole,
                          clipped: Bool) {
        let cellLines = widths.indices.map { column in
            column < row.count
                ? wrapMeasured(row[column], width: widths[column], role: role,
                               fitsOneLine: column < cellWidths.count && cellWidths[column] <= widths[column])
                : [([], 0)]
        }
        let height = cellLines.map(\.count).max() ?? 1
        for lineIndex in 0..<height {
            var runs: [StyledRun] = []
            for column in widths.indices {
                if column > 0 { runs.append(StyledRun(text: " │ ", role: .tableBorder)) }
                let (content, contentCells) = lineIndex < cellLines[column].count ? cellLines[column][lineIndex] : ([], 0)
                let missing = max(0, widths[column] - contentCells)
                let isLast = column == widths.count - 1 && !clipped
                let (left, right): (Int, Int)
                switch alignments[column] {
                case .left: (left, right) = (0, missing)
                case .right: (left, right) = (missing, 0)
                case .center: (left, right) = (missing / 2, missing - missing / 2)
                }
                if left > 0 { runs.append(StyledRun(text: spaces(left), role: .body)) }
                runs += content
                if right > 0 && !isLast { runs.append(StyledRun(text: spaces(right), role: .body)) }
            }
            if clipped { runs.append(StyledRun(text: " …", role: .tableBorder)) }
            emit(runs)
        }
    }

    /// `count` spaces, made once per count (table padding repeats the same few).
    private func spaces(_ count: Int) -> String {
        if count < spaceStrings.count { return spaceStrings[count] }
        while spaceStrings.count <= count { spaceStrings.append(String(repeating: " ", count: spaceStrings.count)) }
        return spaceStrings[count]
    }

    /// Cells of a cell's text on one line (line breaks count as spaces).
    private static func cellWidth(_ spans: [Span]) -> Int {
        spans.reduce(0) { $0 + ($1.isLineBreak ? 1 : DisplayWidth.of($1.text)) }
    }

    // MARK: Wrapping

    /// The one line `wrapMeasured` would make of `spans` when they are `SingleLineSpans`; nil sends
    /// the rest the long way.
    private func singleLine(_ spans: [Span], width: Int, role: RunRole) -> (runs: [StyledRun], cells: Int)? {
        guard let cells = SingleLineSpans.cells(spans, width: width) else { return nil }
        var runs: [StyledRun] = []
        runs.reserveCapacity(spans.count)
        for span in spans {
            let isImage = span.style.contains(.image)
            // Called for every span, in order, as the long way does: it numbers the links.
            let link = layoutLink(span.link)
            guard !span.text.isEmpty else { continue }
            runs.append(StyledRun(text: span.text, role: isImage ? .image : role, style: span.style.subtracting(.image),
                                  link: link))
        }
        return (runs, cells)
    }

    private func layoutLink(_ documentIndex: Int?) -> Int? {
        guard let documentIndex, documentIndex < documentLinks.count else { return nil }
        if let index = linkIndex[documentIndex] { return index }
        let link = documentLinks[documentIndex]
        links.append(LaidOutLink(target: link.target, destination: link.destination, source: documentIndex, positions: []))
        linkIndex[documentIndex] = links.count - 1
        return links.count - 1
    }

    /// Spans word-wrapped into lines of runs at most `width` cells wide, by `WordWrapper`.
    private func wrap(_ spans: [Span], width: Int, role: RunRole) -> [[StyledRun]] {
        wrapMeasured(spans, width: width, role: role).map(\.runs)
    }

    /// `wrap`, with each line's width in cells.
    /// `fitsOneLine` false (a cell measured wider than its column) skips the one-line attempt.
    private func wrapMeasured(_ spans: [Span], width: Int, role: RunRole,
                              fitsOneLine: Bool = true) -> [(runs: [StyledRun], cells: Int)] {
        if fitsOneLine, let line = singleLine(spans, width: width, role: role) { return [line] }
        wrapper.removeAll()
        var table: [(role: RunRole, style: SpanStyle, link: Int?)] = []
        table.reserveCapacity(spans.count)
        for span in spans {
            if span.isLineBreak {
                wrapper.appendLineBreak()
                continue
            }
            let isImage = span.style.contains(.image)
            table.append((isImage ? .image : role, span.style.subtracting(.image), layoutLink(span.link)))
            wrapper.append(span.text, attribute: table.count - 1)
        }
        let lines = wrapper.lines(width: width)
        var result: [(runs: [StyledRun], cells: Int)] = []
        result.reserveCapacity(lines.count)
        wrapper.bytes.withUnsafeBufferPointer { bytes in
            for line in lines {
                var runs: [StyledRun] = []
                var index = 0
                let segments = line.segments
                while index < segments.count {
                    // Segments of one attribute (split where spaces collapsed) make one run.
                    let attribute = segments[index].attribute
                    var end = index + 1
                    while end < segments.count, segments[end].attribute == attribute { end += 1 }
                    let text: String
                    if end == index + 1 {
                        text = String(decoding: UnsafeBufferPointer(rebasing: bytes[segments[index].range]), as: UTF8.self)
                    } else {
                        var joined: [UInt8] = []
                        for segment in segments[index..<end] { joined += UnsafeBufferPointer(rebasing: bytes[segment.range]) }
                        text = String(decoding: joined, as: UTF8.self)
                    }
                    if !text.isEmpty {
                        let a = table[attribute]
                        runs.append(StyledRun(text: text, role: a.role, style: a.style, link: a.link))
                    }
                    index = end
                }
                result.append((runs, line.cells))
            }
        }
        return result
    }
}
