/// One result row: cells already cut and padded to their column widths, left to right.
public struct RepositoryRowViewModel: Equatable, Sendable {
    public var cells: [RepositoryRowCell]

    public init(cells: [RepositoryRowCell]) {
        self.cells = cells
    }
}

/// A piece of a row with the part it plays, so the View can style it.
public struct RepositoryRowCell: Equatable, Sendable {
    /// The column a cell belongs to.
    public enum Role: Equatable, Sendable {
        case name
        case description
        case stars
        case language
        /// A note leading the description ("starred 3 days ago", "private").
        case note
        case gap
    }

    public var text: String
    public var role: Role

    public init(_ text: String, role: Role) {
        self.text = text
        self.role = role
    }
}
