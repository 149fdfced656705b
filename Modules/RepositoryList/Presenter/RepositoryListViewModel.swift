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
    /// The results, each with the repository it shows (the View keeps its selection by it).
    public var rows: [RepositoryListRowViewModel]
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

    public init(focus: Focus = .query, header: [RepositoryRowCell] = [], rows: [RepositoryListRowViewModel] = [],
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
