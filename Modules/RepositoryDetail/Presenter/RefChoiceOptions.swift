import TextCells

/// The `b` chooser's rows: the branches first, the default one first and marked, then the tags;
/// the current ref marked too. Every name is made safe for the terminal.
struct RefChoiceOptions: Equatable {
    /// What each row says ("branch  main  · default"), in order.
    var labels: [String]
    /// The ref each row picks (the name as GitHub gave it).
    var refs: [String]
    /// The chooser's title, saying when GitHub has more than was fetched.
    var title: String

    init(refs loaded: RefChoiceLoader.Refs, fullName: String, defaultBranch: String?, currentRef: String?) {
        var branches = loaded.branches
        if let defaultBranch, let index = branches.firstIndex(of: defaultBranch) {
            branches.insert(branches.remove(at: index), at: 0)
        }
        func label(_ kind: String, _ name: String) -> String {
            var marks: [String] = []
            if kind == "branch", name == defaultBranch { marks.append("default") }
            if name == currentRef { marks.append("current") }
            let text = kind + String(repeating: " ", count: max(8 - kind.count, 1)) + TextSanitizer.singleLine(name)
            return marks.isEmpty ? text : text + "  · " + marks.joined(separator: ", ")
        }
        labels = branches.map { label("branch", $0) } + loaded.tags.map { label("tag", $0) }
        refs = branches + loaded.tags
        var cut: [String] = []
        if loaded.branchesCut { cut.append("the first \(loaded.branches.count) branches") }
        if loaded.tagsCut { cut.append("the first \(loaded.tags.count) tags") }
        title = "branches and tags"
            + (cut.isEmpty ? "" : " (only \(cut.joined(separator: " and ")): GitHub has more)")
    }
}
