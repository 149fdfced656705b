import ReadingLayout
import Markdown
import PresentationKit
import RepositoryBrowsing

/// Everything the repository detail screen draws, laid out to the screen width by the Presenter.
public struct RepositoryDetailViewModel: Equatable, Sendable {
    public var title: String
    public var lines: [RepositoryDetailLine]
    /// The facts past the first screen's share, shown after the README.
    public var moreLines: [RepositoryDetailLine]
    /// Cells from a field's label to its value; 0 when values sit under their labels (narrow screens).
    public var labelWidth: Int
    public var status: String
    public var statusTone: StatusTone
    /// The language bar and its legend, once the languages are known.
    public var languages: LanguageSummary?
    /// What the README area shows: a sentence (loading, none, a failure) or the document.
    public var readme: ReadmeSection
    /// The README's document laid out off the UI thread for the screen's width, when it is long.
    public var preparedReadme: PreparedReadmeLayout?
    /// `C`'s prompt on the status line ("Clone into: ./NAME"), while it is open.
    public var clonePrompt: SavePrompt?

    public init(title: String = "", lines: [RepositoryDetailLine] = [], moreLines: [RepositoryDetailLine] = [], labelWidth: Int = 0,
                status: String = "", statusTone: StatusTone = .normal,
                languages: LanguageSummary? = nil, readme: ReadmeSection = .message("", tone: .normal),
                preparedReadme: PreparedReadmeLayout? = nil, clonePrompt: SavePrompt? = nil) {
        self.clonePrompt = clonePrompt
        self.preparedReadme = preparedReadme
        self.title = title
        self.lines = lines
        self.moreLines = moreLines
        self.labelWidth = labelWidth
        self.status = status
        self.statusTone = statusTone
        self.languages = languages
        self.readme = readme
    }
}
