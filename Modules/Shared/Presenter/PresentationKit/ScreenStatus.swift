/// What a screen's status line says and how it looks: a sentence in its tone, or, with nothing
/// to say, the key hints and the core rate budget left (a warning while it runs low).
public struct ScreenStatus: Equatable, Sendable {
    public private(set) var line = StatusLine()
    public private(set) var tone = StatusTone.normal

    public init() {}

    /// One sentence, in `tone`.
    public mutating func say(_ text: String, _ tone: StatusTone) {
        line = StatusLine(text)
        self.tone = tone
    }

    /// Nothing to say: `counts` first when given ("45 listed"), then the key hints and the core
    /// budget left (a low one kept on narrow screens).
    public mutating func showKeyHints(_ keyHints: [String], budget: RateBudget?, counts: String? = nil) {
        var line = StatusLine()
        if let counts { line.append(counts, .counts) }
        line.append(keyHints: keyHints)
        line.append(budget: budget)
        self.line = line
        tone = budget?.isLow == true ? .warning : .normal
    }
}
