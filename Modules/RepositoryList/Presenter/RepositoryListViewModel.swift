import PresentationKit

/// Everything the repository list screen draws, ready-made by the Presenter.
public struct RepositoryListViewModel: Equatable, Sendable {
    /// Where typing goes.
    public enum Focus: Equatable, Sendable {
        case query
        case results
    }

    public var focus: Focus
    /// The column titles, laid out like the rows.
    public var header: [RepositoryRowCell]
    public var rows: [RepositoryRowViewModel]
    /// Shown in place of the rows when there are none.
    public var placeholder: String?
    public var status: String
    public var statusTone: StatusTone
    /// Where this list is (`github › kennethreitz/legit › user:kennethreitz`), fitted to the
    /// width; nil on the root list.
    public var breadcrumb: String?
    /// True on a list pushed from another screen: Esc, ← and Backspace go back to it.
    /// The root list ignores them (only q leaves it).
    public var canGoBack: Bool

    public init(focus: Focus = .query, header: [RepositoryRowCell] = [], rows: [RepositoryRowViewModel] = [],
                placeholder: String? = nil, status: String = "", statusTone: StatusTone = .normal,
                breadcrumb: String? = nil, canGoBack: Bool = false) {
        self.breadcrumb = breadcrumb
        self.canGoBack = canGoBack
        self.focus = focus
        self.header = header
        self.rows = rows
        self.placeholder = placeholder
        self.status = status
        self.statusTone = statusTone
    }
}

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
        case gap
    }

    public var text: String
    public var role: Role

    public init(_ text: String, role: Role) {
        self.text = text
        self.role = role
    }
}
