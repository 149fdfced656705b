import Markdown
import PresentationKit

/// A body of the conversation (the issue's, a comment's, a review's) as Markdown text, parsed as a
/// README is (its `#123` references made links) the first time its document is asked for: a
/// 500-comment conversation parses only the bodies that are laid out. One object per body for as
/// long as the body is shown (`ParsedBodies` hands out the same one again; a comment's pieces keep
/// theirs), so the View can keep a body's layout by it. Used on the main actor only, like the
/// screen that owns it.
public final class MarkdownSource: Equatable, @unchecked Sendable {
    /// The body's text as GitHub sent it (not yet made safe: the parse does that).
    public let text: String
    /// The address relative links of the body resolve against.
    public let htmlURL: String?
    /// The repository whose issues `#123` refers to.
    private let fullName: String
    private var parsed: MarkdownDocument?

    public init(text: String, htmlURL: String?, fullName: String) {
        self.text = text
        self.htmlURL = htmlURL
        self.fullName = fullName
    }

    /// The body parsed (once).
    public var document: MarkdownDocument {
        if let parsed { return parsed }
        let document = LinkedText.linked(MarkdownParser.parse(bytes: Array(text.utf8), fileName: "comment.md",
                                                              htmlURL: htmlURL), fullName: fullName)
        parsed = document
        return document
    }

    /// Whether the body has been parsed yet.
    public var isParsed: Bool { parsed != nil }

    public static func == (lhs: MarkdownSource, rhs: MarkdownSource) -> Bool {
        lhs === rhs || (lhs.text == rhs.text && lhs.htmlURL == rhs.htmlURL && lhs.fullName == rhs.fullName)
    }
}
