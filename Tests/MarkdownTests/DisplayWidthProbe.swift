import TextCells

/// Display width for assertions.
enum DisplayWidthProbe {
    static func width(_ s: String) -> Int { DisplayWidth.of(s) }
}
