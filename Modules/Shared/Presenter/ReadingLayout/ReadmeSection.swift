import Markdown
import PresentationKit

/// The README area of the detail screen.
public enum ReadmeSection: Equatable, Sendable {
    /// A sentence instead of the README: loading, no README, or why it could not be loaded.
    case message(String, tone: StatusTone)
    /// The parsed README, laid out by `DetailBodyLayout` at the screen's width. `fileName` heads it.
    case document(MarkdownDocument, fileName: String)
}
