import Markdown
import TextCells

/// Fuzz target: a README's bytes through the Markdown parser (or the plain-text path), the
/// layout at a width the input chooses, the detail screen's blockwise layout and the command
/// line's rendering. Any input must come back without a trap, and what comes out must hold:
/// no line wider than the screen, no control character in a run, links and anchors inside the
/// document, the blockwise layout the same length as the whole one.
///
/// Input: byte 0 picks the width (1 ... 160), byte 1's low bit Markdown (`README.md`) or plain
/// text (`README.rst`); the rest is the file.
public enum MarkdownFuzz {
    /// One input; traps (as libFuzzer wants) on the first broken promise.
    public static func run(_ bytes: [UInt8]) {
        if let problem = problems(bytes).first { preconditionFailure("MarkdownFuzz: \(problem)") }
    }

    /// What went wrong with one input (empty when it held up).
    public static func problems(_ bytes: [UInt8]) -> [String] {
        let width = 1 + Int(bytes.first ?? 79) % 160
        let isMarkdown = bytes.count < 2 || bytes[1] & 1 == 0
        let file = Array(bytes.dropFirst(2))
        let document = MarkdownParser.parse(bytes: file, fileName: isMarkdown ? "README.md" : "README.rst",
                                            htmlURL: "https://github.com/o/r/blob/main/README.md")
        var problems: [String] = []
        let whole = DocumentLayout.layout(document, width: width)
        for (index, line) in whole.lines.enumerated() {
            let cells = DisplayWidth.of(line.text)
            if cells > width { problems.append("line \(index) is \(cells) cells at width \(width)") }
            for run in line.runs where run.text.unicodeScalars.contains(where: isControl) {
                problems.append("line \(index) has a control character: \(run.text.debugDescription)")
            }
            for run in line.runs {
                if let link = run.link, link >= whole.links.count { problems.append("line \(index) links past the end") }
            }
        }
        for (index, link) in whole.links.enumerated() {
            if link.source < 0 || link.source >= document.links.count { problems.append("link \(index) has no source") }
            for place in link.positions where place.line >= whole.lines.count || place.columns.upperBound > width {
                problems.append("link \(index) is placed off the screen")
            }
        }
        for (slug, line) in whole.anchors where line < 0 || line >= max(whole.lines.count, 1) {
            problems.append("anchor \(slug) points past the end")
        }
        let blockwise = BlockwiseLayout(document, width: width)
        if blockwise.lineCount != whole.lines.count {
            problems.append("blockwise layout has \(blockwise.lineCount) lines, the whole one \(whole.lines.count)")
        }
        if blockwise.links.count != whole.links.count { problems.append("blockwise layout has other links") }
        if blockwise.anchors != whole.anchors { problems.append("blockwise layout has other anchors") }
        for index in [0, blockwise.lineCount / 2, blockwise.lineCount - 1] where index >= 0 && index < whole.lines.count {
            // A block's runs number its links from the block's first one (`linkBase`).
            guard let line = blockwise.line(index) else {
                problems.append("blockwise line \(index) is missing")
                continue
            }
            var runs = line.screenLine.runs
            for run in runs.indices { runs[run].link = runs[run].link.map { $0 + line.linkBase } }
            if runs != whole.lines[index].runs { problems.append("blockwise line \(index) differs from the whole layout's") }
        }
        let printed = TerminalText.render(document, width: width, styled: true)
        let lineCount = printed.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        if lineCount != whole.lines.count { problems.append("printed \(lineCount) lines, laid out \(whole.lines.count)") }
        return problems
    }

    /// C0 and C1 controls, DEL, and the bidirectional overrides: none may reach a terminal.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }
}
