/// One screen line: a label column (empty on continuation lines) and its text.
public struct RepositoryDetailLine: Equatable, Sendable {
    /// What the line is, so the layout can style it.
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
