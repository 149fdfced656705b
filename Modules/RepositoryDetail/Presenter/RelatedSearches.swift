import Entities

/// The searches the detail screen leads to: the owner's repositories, a topic's, and the
/// current query narrowed to the repository's main language.
enum RelatedSearches {
    /// `user:LOGIN` (or `org:LOGIN` for an organisation), most stars first.
    static func owner(of repository: Repository) -> RepositorySearch {
        let qualifier = repository.owner.type == "Organization" ? "org" : "user"
        return RepositorySearch(query: "\(qualifier):\(plainWord(repository.owner.login))", sort: .stars, order: .desc)
    }

    /// `topic:NAME`, best match.
    static func topic(_ name: String) -> RepositorySearch {
        RepositorySearch(query: "topic:\(plainWord(name))")
    }

    /// `current`'s query with its `language:` qualifiers replaced by `language:"NAME"`, keeping its
    /// sort and order; just the language when there is no current search.
    static func language(_ name: String, narrowing current: RepositorySearch?) -> RepositorySearch {
        let words = (current?.query ?? "").split(separator: " ").filter {
            !$0.lowercased().hasPrefix("language:")
        }
        let quoted = "language:\"\(name.filter { $0 != "\"" && !$0.isNewline })\""
        return RepositorySearch(query: (words.map(String.init) + [quoted]).joined(separator: " "),
                                sort: current?.sort, order: current?.order ?? .desc)
    }

    /// A login or topic as one query word: GitHub's own rules allow no spaces or quotes in them,
    /// so any that a hostile response slips in are dropped rather than changing the query.
    private static func plainWord(_ text: String) -> String {
        text.filter { !$0.isWhitespace && $0 != "\"" && !$0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }
    }
}
