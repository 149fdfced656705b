import TextCells

/// `MarkdownLayout`'s output for the screen: lines of styled runs (neighbours of one look joined
/// into one run), the links numbered in reading order with where their pieces are, and where each
/// heading's anchor points; `DocumentLayout` hands the result to the View as a `LaidOutDocument`.
struct ScreenLinesOutput: LayoutOutput {
    private let documentLinks: [DocumentLink]
    private var lines: [ScreenLine] = []
    private var runs: [StyledRun] = []
    /// The text of the last run, as bytes until the run ends (then made a `String` once).
    private var pending: [UInt8] = []
    private var pendingKey = RunKey.none
    private var hasPending = false
    private var links: [LaidOutLink] = []
    private var linkIndex: [Int: Int] = [:]
    private var anchors: [String: Int] = [:]
    private(set) var slugger: HeadingSlugger

    init(documentLinks: [DocumentLink], slugger: HeadingSlugger) {
        self.documentLinks = documentLinks
        self.slugger = slugger
    }

    mutating func key(role: RunRole, style: SpanStyle, documentLink: Int?) -> RunKey {
        RunKey(role: role, style: style, link: layoutLink(documentLink))
    }

    /// The link's index among the laid-out links, numbered on first sight.
    private mutating func layoutLink(_ documentIndex: Int?) -> Int? {
        guard let documentIndex, documentIndex < documentLinks.count else { return nil }
        if let index = linkIndex[documentIndex] { return index }
        let link = documentLinks[documentIndex]
        links.append(LaidOutLink(target: link.target, destination: link.destination, source: documentIndex, positions: []))
        linkIndex[documentIndex] = links.count - 1
        return links.count - 1
    }

    mutating func heading(_ spans: [Span]) {
        let plain = spans.map { $0.isLineBreak ? " " : $0.text }.joined()
        anchors[slugger.slug(for: plain)] = lines.count
    }

    mutating func beginLine() {
        runs = []
    }

    private mutating func closeRun() {
        guard hasPending else { return }
        let link = pendingKey.link < 0 ? nil : Int(pendingKey.link)
        runs.append(StyledRun(text: String(decoding: pending, as: UTF8.self), role: pendingKey.role,
                              style: pendingKey.style, link: link))
        pending.removeAll(keepingCapacity: true)
        hasPending = false
    }

    mutating func putPrefix(_ run: StyledRun) {
        closeRun()
        pendingKey = RunKey(run)
        var text = run.text
        text.withUTF8 { pending.append(contentsOf: $0) }
        hasPending = true
    }

    mutating func put(_ text: UnsafeBufferPointer<UInt8>, _ key: RunKey) {
        guard !text.isEmpty else { return }
        if !(hasPending && pendingKey == key) {
            closeRun()
            pendingKey = key
            hasPending = true
        }
        pending.append(contentsOf: text)
    }

    mutating func putSpaces(_ count: Int, _ key: RunKey) {
        guard count > 0 else { return }
        if !(hasPending && pendingKey == key) {
            closeRun()
            pendingKey = key
            hasPending = true
        }
        pending.append(contentsOf: repeatElement(0x20, count: count))
    }

    mutating func endLine() {
        closeRun()
        lines.append(ScreenLine(runs: runs))
    }

    /// The laid-out document at `width`; with `placingLinks`, each link knows where its pieces are on screen.
    func document(width: Int, placingLinks: Bool) -> LaidOutDocument {
        var links = links
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
}
