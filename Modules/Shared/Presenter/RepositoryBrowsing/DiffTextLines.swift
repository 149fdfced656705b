/// A diff view's lines (the commit screen's, a pull request's files): what is laid out at once,
/// then each file's patch, laid out line by line as it is drawn (`PatchLines`), so opening a commit with a 20,000-line
/// patch costs the lines on screen, not the patch's (issue 30).
public struct DiffTextLines: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
    /// A stretch of lines: laid out already, or a patch laid out when read.
    private enum Stretch: Equatable, Sendable {
        case laidOut([DiffTextLine])
        case patch(PatchLines)

        var count: Int {
            switch self {
            case .laidOut(let lines): return lines.count
            case .patch(let lines): return lines.count
            }
        }
    }

    private var stretches: [Stretch] = []
    /// The index of each stretch's first line.
    private var stretchStarts: [Int] = []
    public private(set) var endIndex = 0
    public var startIndex: Int { 0 }

    public init(_ lines: [DiffTextLine] = []) {
        append(contentsOf: lines)
    }

    public init(arrayLiteral lines: DiffTextLine...) {
        self.init(lines)
    }

    /// Line `position`; a patch's line is classified, its tabs expanded and made safe now.
    public subscript(position: Int) -> DiffTextLine {
        precondition(position >= 0 && position < endIndex, "line out of range")
        var low = 0
        var high = stretchStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if stretchStarts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        let offset = position - stretchStarts[low]
        switch stretches[low] {
        case .laidOut(let lines): return lines[offset]
        case .patch(let lines): return DiffTextLayout.line(for: lines[offset])
        }
    }

    /// Adds `line` at the end.
    public mutating func append(_ line: DiffTextLine) {
        if case .laidOut(var lines)? = stretches.last {
            stretches[stretches.count - 1] = .laidOut([])
            lines.append(line)
            stretches[stretches.count - 1] = .laidOut(lines)
            endIndex += 1
        } else {
            add(.laidOut([line]))
        }
    }

    /// Adds `lines` at the end.
    public mutating func append(contentsOf lines: [DiffTextLine]) {
        for line in lines { append(line) }
    }

    /// Adds a patch's lines at the end, to be laid out when read.
    public mutating func append(patch: PatchLines) {
        guard !patch.isEmpty else { return }
        add(.patch(patch))
    }

    private mutating func add(_ stretch: Stretch) {
        stretchStarts.append(endIndex)
        stretches.append(stretch)
        endIndex += stretch.count
    }

    /// Drops empty lines at the end of what is laid out (the message's trailing blank lines).
    public mutating func dropTrailingEmptyLines() {
        while let last = last, last.runs.isEmpty, case .laidOut(var lines)? = stretches.last {
            stretches[stretches.count - 1] = .laidOut([])
            lines.removeLast()
            endIndex -= 1
            if lines.isEmpty {
                stretches.removeLast()
                stretchStarts.removeLast()
            } else {
                stretches[stretches.count - 1] = .laidOut(lines)
            }
        }
    }
}
