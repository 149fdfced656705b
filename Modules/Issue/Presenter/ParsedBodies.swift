import Markdown
import PresentationKit

/// The conversation's bodies parsed once each: a page of comments arriving, or a resize, shows the
/// conversation again without parsing the comments already shown (a 500-comment issue arrives in
/// five pages).
final class ParsedBodies {
    private let fullName: String
    private var documents: [String: MarkdownDocument] = [:]

    init(fullName: String) {
        self.fullName = fullName
    }

    /// `text` parsed as a README is under `htmlURL`, its `#123` references made links.
    func document(_ text: String, htmlURL: String?) -> MarkdownDocument {
        let key = (htmlURL ?? "") + "\u{0}" + text
        if let parsed = documents[key] { return parsed }
        let parsed = LinkedText.linked(MarkdownParser.parse(bytes: Array(text.utf8), fileName: "comment.md",
                                                                 htmlURL: htmlURL), fullName: fullName)
        documents[key] = parsed
        return parsed
    }
}
