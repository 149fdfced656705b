import TextCells

/// Measures test output in terminal cells.
enum DisplayWidthProbe {
    static func width(_ text: String) -> Int {
        DisplayWidth.of(text)
    }
}
