import CodeSearchPresenter
import Entities

/// The JSON fields of `ghbrowse code`: a file found.
enum CodeSearchJSON {
    static let fields = JSONFieldTable<CodeSearchResult>([
        ("repository", { .string($0.repositoryFullName) }),
        ("path", { .string($0.path) }),
        ("ref", { .nullable($0.ref) }),
        ("url", { .nullable($0.htmlURL) }),
        ("lines", { .array($0.textMatches.flatMap(CodeFragmentHighlights.lines(of:)).map { .string($0.text) }) }),
        ("textMatches", { .array($0.textMatches.map(match)) }),
    ])

    /// A `text_matches` entry as GitHub sent it: the fragment and each match's text and indices.
    private static func match(_ match: CodeTextMatch) -> JSONValue {
        .object(["fragment": .string(match.fragment),
                 "matches": .array(match.matches.map {
                     .object(["text": .string($0.text), "indices": .array($0.indices.map { .int($0) })])
                 })])
    }
}
