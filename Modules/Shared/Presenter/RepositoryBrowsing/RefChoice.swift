import TextCells

/// One row of the branches-and-tags chooser.
public struct RefChoice: Equatable, Sendable {
    /// What a ref is.
    public enum Kind: Equatable, Sendable {
        case branch
        case tag
    }

    public var name: String
    public var kind: Kind
    /// The repository's default branch.
    public var isDefault: Bool

    public init(name: String, kind: Kind, isDefault: Bool = false) {
        self.name = name
        self.kind = kind
        self.isDefault = isDefault
    }

    /// The chooser's rows: the default branch first, then the other branches, then the tags, each
    /// in GitHub's order, names sanitized; with `filter`, only the names containing its words
    /// (ignoring case), in that order.
    public static func choices(branches: [String], tags: [String], defaultBranch: String?, filter: String = "")
        -> [RefChoice] {
        let defaults = branches.filter { $0 == defaultBranch }.map { RefChoice(name: $0, kind: .branch, isDefault: true) }
        let others = branches.filter { $0 != defaultBranch }.map { RefChoice(name: $0, kind: .branch) }
        let all = (defaults + others + tags.map { RefChoice(name: $0, kind: .tag) }).map { choice in
            var safe = choice
            safe.name = TextSanitizer.singleLine(choice.name)
            return safe
        }
        let words = filter.lowercased().split(separator: " ")
        guard !words.isEmpty else { return all }
        return all.filter { choice in
            let name = choice.name.lowercased()
            return words.allSatisfy { name.contains($0) }
        }
    }
}
