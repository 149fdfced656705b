/// One screen line: a label column (empty on continuation lines) and its text.
public struct RepositoryDetailLine: Equatable, Sendable {
    /// What the line is, so the layout can style it.
    public enum Role: Equatable, Sendable {
        case description
        case field
        case flag
        case blank
        /// A note naming the facts laid out after the README.
        case more
    }

    /// A second fact on the same line (two columns, when the width allows): its label starts
    /// `column` cells after the line's first label.
    public struct Beside: Equatable, Sendable {
        public var label: String
        public var text: String
        public var column: Int

        public init(label: String, text: String, column: Int) {
            self.label = label
            self.text = text
            self.column = column
        }
    }

    public var label: String
    public var text: String
    public var role: Role
    public var beside: Beside?

    public init(label: String = "", text: String, role: Role, beside: Beside? = nil) {
        self.label = label
        self.text = text
        self.role = role
        self.beside = beside
    }
}
