/// The bytes of code in one language, as `GET /repos/OWNER/REPO/languages` counts them.
public struct LanguageBytes: Equatable, Sendable {
    public var name: String
    public var bytes: Int

    public init(name: String, bytes: Int) {
        self.name = name
        self.bytes = bytes
    }
}

/// A repository's languages, largest first (ties by name).
///
/// GitHub answers with a JSON object (`{"Shell": 673, "Python": 127266}`); what is shown is
/// sorted by size, so the Data layer does not keep the object's own order.
public struct RepositoryLanguages: Equatable, Sendable {
    public var languages: [LanguageBytes]

    public init(_ languages: [LanguageBytes] = []) {
        self.languages = languages
    }
}
