/// The languages as a bar of coloured cells and a legend ("Python 96.4% · Shell 2.9%").
public struct LanguageSummary: Equatable, Sendable {
    /// Consecutive runs of cells, each in one language's colour, filling the bar's width.
    public var bar: [LanguageBarRun]
    /// Names and shares; with no colour on screen, the legend carries it all.
    public var legend: String

    public init(bar: [LanguageBarRun], legend: String) {
        self.bar = bar
        self.legend = legend
    }
}

/// `cells` cells of the language bar in the colour `0xRRGGBB`.
public struct LanguageBarRun: Equatable, Sendable {
    public var cells: Int
    public var color: UInt32

    public init(cells: Int, color: UInt32) {
        self.cells = cells
        self.color = color
    }
}
