extension StringProtocol {
    /// The text without leading and trailing spaces, tabs, carriage returns and line feeds
    /// (the blanks HTTP allows around header values, and what a person types around a query).
    public var trimmingWhitespace: SubSequence {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let start = firstIndex(where: { !isBlank($0) }),
              let end = lastIndex(where: { !isBlank($0) }) else { return self[endIndex...] }
        return self[start...end]
    }
}
