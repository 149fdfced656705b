import PresentationKit

/// What the detail body lays out: the facts as the Presenter wrapped them, the languages and the
/// README area (the parts of the detail's view model below its title).
public struct DetailContent: Equatable, Sendable {
    public var lines: [RepositoryDetailLine]
    /// The facts past the first screen's share, laid out after the README.
    public var moreLines: [RepositoryDetailLine]
    /// Cells from a field's label to its value; 0 when values sit under their labels.
    public var labelWidth: Int
    public var languages: LanguageSummary?
    public var readme: ReadmeSection
    /// The README's document already laid out off the UI thread, when there is one.
    public var preparedReadme: PreparedReadmeLayout?

    public init(lines: [RepositoryDetailLine] = [], moreLines: [RepositoryDetailLine] = [], labelWidth: Int = 0, languages: LanguageSummary? = nil,
                readme: ReadmeSection = .message("", tone: .normal), preparedReadme: PreparedReadmeLayout? = nil) {
        self.lines = lines
        self.moreLines = moreLines
        self.labelWidth = labelWidth
        self.languages = languages
        self.readme = readme
        self.preparedReadme = preparedReadme
    }
}
