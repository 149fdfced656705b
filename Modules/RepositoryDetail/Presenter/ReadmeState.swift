import ReadingLayout
import Entities
import Markdown
import PresentationKit
import TextCells

/// A README that arrived: its parsed document (links already resolved) and its file name.
struct ReadmeContent {
    var document: MarkdownDocument
    var fileName: String
    /// The document laid out off the UI thread (a long README's whole), if it was.
    var prepared: PreparedReadmeLayout?
}

/// Where the README stands on the detail screen.
enum ReadmeState {
    case loading
    /// GitHub answered 404: the repository has no README.
    case missing
    /// The README could not be loaded; the sentence says why.
    case failed(String)
    case loaded(ReadmeContent)

    /// True once the README area shows the README or that there is none.
    var isShown: Bool {
        switch self {
        case .loaded, .missing: return true
        case .loading, .failed: return false
        }
    }

    /// The layout made off the UI thread for the loaded document, if any.
    var prepared: PreparedReadmeLayout? {
        if case .loaded(let content) = self { return content.prepared }
        return nil
    }

    /// What the README area shows for this state.
    var section: ReadmeSection {
        switch self {
        case .loading:
            return .message("Loading README…", tone: .busy)
        case .missing:
            return .message("This repository has no README.", tone: .normal)
        case .failed(let sentence):
            return .message("Could not load the README: \(sentence)", tone: .warning)
        case .loaded(let content):
            return .document(content.document, fileName: TextSanitizer.singleLine(content.fileName))
        }
    }
}

/// Where the languages stand on the detail screen.
enum LanguagesState {
    case loading
    case failed(String)
    case loaded(RepositoryLanguages)
}
