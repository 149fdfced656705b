/// The bytes of code in one language, as `GET /repos/OWNER/REPO/languages` counts them.
public struct LanguageBytes: Equatable, Sendable {
    public var name: String
    public var bytes: Int

    public init(name: String, bytes: Int) {
        self.name = name
        self.bytes = bytes
    }
}

/// A repository's languages in the order GitHub listed them.
///
/// GitHub answers with a JSON object (`{"Python": 127266, "Shell": 673}`); the Data layer keeps
/// the object's order, which a dictionary would lose.
public struct RepositoryLanguages: Equatable, Sendable {
    public var languages: [LanguageBytes]

    public init(_ languages: [LanguageBytes] = []) {
        self.languages = languages
    }
}
