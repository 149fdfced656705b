/// The browser's launch warning, said once on the list's status line: every problem found while
/// setting up, so none hides another (an unusable cache, a token note, `config.toml`'s problems,
/// the first of them in full and the rest counted).
enum StartupNotice {
    /// The sentences joined, or nil when nothing went wrong.
    static func compose(cacheWarning: String?, tokenNotes: [String], configProblems: [String]) -> String? {
        var sentences = [cacheWarning].compactMap { $0 } + tokenNotes
        if let first = configProblems.first {
            let more = configProblems.count - 1
            sentences.append(more == 0 ? first : "\(first) (and \(more) more: ghbrowse config)")
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }
}
