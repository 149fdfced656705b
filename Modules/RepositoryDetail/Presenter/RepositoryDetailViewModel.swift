import Markdown
import PresentationKit

/// Everything the repository detail screen draws, laid out to the screen width by the Presenter.
public struct RepositoryDetailViewModel: Equatable, Sendable {
    public var title: String
    public var lines: [RepositoryDetailLine]
    /// Cells from a field's label to its value; 0 when values sit under their labels (narrow screens).
    public var labelWidth: Int
    public var status: String
    public var statusTone: StatusTone
    /// The language bar and its legend, once the languages are known.
    public var languages: LanguageSummary?
    /// What the README area shows: a sentence (loading, none, a failure) or the document.
    public var readme: ReadmeSection

    public init(title: String = "", lines: [RepositoryDetailLine] = [], labelWidth: Int = 0,
                status: String = "", statusTone: StatusTone = .normal,
                languages: LanguageSummary? = nil, readme: ReadmeSection = .message("", tone: .normal)) {
        self.title = title
        self.lines = lines
        self.labelWidth = labelWidth
        self.status = status
        self.statusTone = statusTone
        self.languages = languages
        self.readme = readme
    }
}

/// The languages as a bar of coloured cells and a legend ("Python 96.4% · Shell 2.9%").
public struct LanguageSummary: Equatable, Sendable {
    /// Consecutive runs of cells, each in one language's colour, filling the bar's width.
    public var bar: [LanguageBarRun]
    /// Names and shares; with no colour on screen, the legend carries it all.
    public var legend: String

    public init(bar: [LanguageBarRun], legend: String) {
        self.bar = bar
        self.legend = legend
    }
}

/// `cells` cells of the language bar in the colour `0xRRGGBB`.
public struct LanguageBarRun: Equatable, Sendable {
    public var cells: Int
    public var color: UInt32

    public init(cells: Int, color: UInt32) {
        self.cells = cells
        self.color = color
    }
}

/// The README area of the detail screen.
public enum ReadmeSection: Equatable, Sendable {
    /// A sentence instead of the README: loading, no README, or why it could not be loaded.
    case message(String, tone: StatusTone)
    /// The parsed README, laid out by the View at the screen's width. `fileName` heads it.
    case document(MarkdownDocument, fileName: String)
}

/// One screen line: a label column (empty on continuation lines) and its text.
public struct RepositoryDetailLine: Equatable, Sendable {
    /// What the line is, so the View can style it.
    public enum Role: Equatable, Sendable {
        case description
        case field
        case flag
        case blank
    }

    public var label: String
    public var text: String
    public var role: Role

    public init(label: String = "", text: String, role: Role) {
        self.label = label
        self.text = text
        self.role = role
    }
}
