import Entities
import Usecases
import Interactors

/// `ghbrowse view --json`: the repository under the GitHub CLI's field names, plus `readme` (the
/// raw text, or null when there is none) and `languages` (bytes per language, as GitHub returns them).
struct RepositoryViewJSON: Encodable {
    var repository: RepositoryJSON
    var readme: String?
    var languages: [String: Int]

    init(repository: Repository, readme: ReadmeAnswer, languages: RepositoryLanguages) {
        self.repository = RepositoryJSON(repository)
        if case .readme(let bytes, _, _) = readme {
            self.readme = String(decoding: bytes, as: UTF8.self)
        }
        self.languages = Dictionary(languages.languages.map { ($0.name, $0.bytes) }, uniquingKeysWith: +)
    }

    private enum CodingKeys: String, CodingKey {
        case readme, languages
    }

    func encode(to encoder: any Encoder) throws {
        try repository.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let readme { try container.encode(readme, forKey: .readme) } else { try container.encodeNil(forKey: .readme) }
        try container.encode(languages, forKey: .languages)
    }
}

extension RepositoryOutput {
    static func json(_ repository: Repository, readme: ReadmeAnswer, languages: RepositoryLanguages) -> String {
        encode(RepositoryViewJSON(repository: repository, readme: readme, languages: languages))
    }
}
