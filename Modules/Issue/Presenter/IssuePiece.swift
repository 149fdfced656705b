import Markdown
import RepositoryBrowsing

/// A stretch of an issue's conversation: lines laid out as they are, a Markdown body (the
/// issue's, a comment's, parsed when first laid out) that the View lays out at its width exactly
/// as a README is, or the diff lines a review comment refers to (drawn as a patch is). Each body is its own document, so one
/// comment's unclosed code block cannot swallow the next.
public enum IssuePiece: Equatable, Sendable {
    case lines([IssueLine])
    case markdown(MarkdownSource)
    case diff([DiffTextLine])
}
