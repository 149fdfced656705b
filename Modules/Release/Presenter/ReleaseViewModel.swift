import Markdown
import PresentationKit
import RepositoryBrowsing

/// Everything the release screen draws; all text already made safe for the terminal.
public struct ReleaseViewModel: Equatable, Sendable {
    /// The breadcrumb (`github › PyGithub/PyGithub › releases › v1.55`).
    public var title: String
    /// The release's name, its tag and date, its marks: lines above the notes.
    public var facts: [ReleaseFactLine]
    public var notes: ReleaseNotes
    /// "Assets (3)", heading the assets.
    public var assetsTitle: String
    public var assets: [ReleaseAssetLine]
    public var status: String
    public var statusTone: StatusTone
    /// `d`'s prompt on the status line, while it asks.
    public var savePrompt: SavePrompt?
    /// Whether a save runs (Esc cancels it).
    public var isSaving: Bool

    public init(title: String = "", facts: [ReleaseFactLine] = [], notes: ReleaseNotes = .message(""),
                assetsTitle: String = "", assets: [ReleaseAssetLine] = [], status: String = "",
                statusTone: StatusTone = .normal, savePrompt: SavePrompt? = nil, isSaving: Bool = false) {
        self.savePrompt = savePrompt
        self.isSaving = isSaving
        self.title = title
        self.facts = facts
        self.notes = notes
        self.assetsTitle = assetsTitle
        self.assets = assets
        self.status = status
        self.statusTone = statusTone
    }
}

/// One line above the notes, and how it reads.
public struct ReleaseFactLine: Equatable, Sendable {
    public enum Role: Equatable, Sendable {
        /// The release's name.
        case name
        /// Tag, date, author.
        case detail
        /// Pre-release, draft.
        case flag
    }

    public var text: String
    public var role: Role

    public init(text: String, role: Role) {
        self.text = text
        self.role = role
    }
}

/// The notes area: the parsed notes, laid out by the View at the screen's width, or a sentence.
public enum ReleaseNotes: Equatable, Sendable {
    case document(MarkdownDocument)
    case message(String)
}

/// One asset: its name, its size ("1.2 MB") and its downloads ("1,204 downloads").
public struct ReleaseAssetLine: Equatable, Sendable {
    public var name: String
    public var size: String
    public var downloads: String

    public init(name: String, size: String, downloads: String) {
        self.name = name
        self.size = size
        self.downloads = downloads
    }
}
