import Markdown
import PresentationKit

/// The conversation's bodies, one `MarkdownSource` each, parsed only when a body is laid out and
/// then once: a page of comments arriving, or a resize, shows the conversation again without
/// parsing anything again (a 500-comment issue arrives in five pages).
final class ParsedBodies {
    private let fullName: String
    private var sources: [String: MarkdownSource] = [:]

    init(fullName: String) {
        self.fullName = fullName
    }

    /// `text` to be parsed as a README is under `htmlURL`, its `#123` references made links.
    func source(_ text: String, htmlURL: String?) -> MarkdownSource {
        let key = (htmlURL ?? "") + "\u{0}" + text
        if let source = sources[key] { return source }
        let source = MarkdownSource(text: text, htmlURL: htmlURL, fullName: fullName)
        sources[key] = source
        return source
    }

    /// `text` as `source` makes it, not kept here: for a body something else keeps (a comment's
    /// pieces keep theirs), without hashing its text.
    func unkept(_ text: String, htmlURL: String?) -> MarkdownSource {
        MarkdownSource(text: text, htmlURL: htmlURL, fullName: fullName)
    }
}
