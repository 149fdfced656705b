extension StringProtocol {
    /// The text without the spaces and tabs HTTP allows around header values and parameters.
    var trimmingHeaderWhitespace: SubSequence {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isBlank($0) }),
              let end = lastIndex(where: { !isBlank($0) }) else { return self[endIndex...] }
        return self[start...end]
    }
}
