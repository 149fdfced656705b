/// `MarkdownLayout`'s output for `ghbrowse view`: the UTF-8 bytes a terminal is sent, with one
/// SGR sequence for each run of one look (none when `styled` is false), trailing spaces dropped,
/// and a newline after each line. No `ScreenLine` or `StyledRun` is made: text goes straight from
/// the spans and the word-wrapper's buffer to the output.
struct TerminalBytesOutput: LayoutOutput {
    private let styled: Bool
    private(set) var bytes: [UInt8] = []
    private var lineStart = 0
    /// The run being written: its look, and whether an escape sequence opened it.
    private var runKey = RunKey.none
    private var runIsOpen = false
    private var runHasSequence = false
    /// Escape sequences by `RunKey.styleKey`, made on first use.
    private var sequences = [[UInt8]?](repeating: nil, count: StyledRun.styleKeyCount)
    private static let reset: [UInt8] = [0x1B, 0x5B, 0x30, 0x6D]  // ESC [ 0 m

    init(styled: Bool, capacity: Int) {
        self.styled = styled
        bytes.reserveCapacity(capacity)
    }

    @inline(__always)
    func key(role: RunRole, style: SpanStyle, documentLink: Int?) -> RunKey {
        RunKey(role: role, style: style, link: documentLink)
    }

    func heading(_ spans: [Span]) {}

    private mutating func sequence(_ key: RunKey) -> [UInt8] {
        let index = key.styleKey
        if let known = sequences[index] { return known }
        let codes = TerminalText.sgr(role: key.role, style: key.style, isLink: key.link >= 0)
        let made = codes.isEmpty ? [] : Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
        sequences[index] = made
        return made
    }

    private mutating func closeRun() {
        if runIsOpen && runHasSequence { bytes.append(contentsOf: Self.reset) }
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
            bytes.append(contentsOf: made)
            runHasSequence = true
        }
    }

    mutating func beginLine() {
        lineStart = bytes.count
    }

    mutating func putPrefix(_ run: StyledRun) {
        openRun(RunKey(run))
        var text = run.text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    @inline(__always)
    mutating func put(_ text: UnsafeBufferPointer<UInt8>, _ key: RunKey) {
        guard !text.isEmpty else { return }
        if !(runIsOpen && runKey == key) { openRun(key) }
        bytes.append(contentsOf: text)
    }

    @inline(__always)
    mutating func putSpaces(_ count: Int, _ key: RunKey) {
        guard count > 0 else { return }
        if !(runIsOpen && runKey == key) { openRun(key) }
        bytes.append(contentsOf: repeatElement(0x20, count: count))
    }

    mutating func endLine() {
        closeRun()
        while bytes.count > lineStart, bytes[bytes.count - 1] == 0x20 { bytes.removeLast() }
        bytes.append(0x0A)
    }
}
