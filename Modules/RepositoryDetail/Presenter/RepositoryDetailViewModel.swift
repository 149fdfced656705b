import PresentationKit

/// Everything the repository detail screen draws, laid out to the screen width by the Presenter.
public struct RepositoryDetailViewModel: Equatable, Sendable {
    public var title: String
    public var lines: [RepositoryDetailLine]
    /// Cells from a field's label to its value; 0 when values sit under their labels (narrow screens).
    public var labelWidth: Int
    public var status: String
    public var statusTone: StatusTone
    /// The repository's topics to choose from (`t`), already made safe; nil when no choice is open.
    public var topicChoices: [String]?

    public init(title: String = "", lines: [RepositoryDetailLine] = [], labelWidth: Int = 0,
                status: String = "", statusTone: StatusTone = .normal, topicChoices: [String]? = nil) {
        self.topicChoices = topicChoices
        self.title = title
        self.lines = lines
        self.labelWidth = labelWidth
        self.status = status
        self.statusTone = statusTone
    }
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
