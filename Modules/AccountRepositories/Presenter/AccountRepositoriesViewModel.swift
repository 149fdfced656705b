import PresentationKit

/// Everything the screen of your stars or repositories draws, ready-made by the Presenter.
public struct AccountRepositoriesViewModel: Equatable, Sendable {
    /// `github › your stars`, fitted to the width.
    public var breadcrumb: String
    /// The column titles, laid out like the rows.
    public var header: [RepositoryRowCell]
    public var rows: [RepositoryRowViewModel]
    /// Shown in place of the rows when there are none (loading, empty, a failure).
    public var placeholder: String?
    public var status: String
    public var statusTone: StatusTone

    public init(breadcrumb: String = "", header: [RepositoryRowCell] = [], rows: [RepositoryRowViewModel] = [],
                placeholder: String? = nil, status: String = "", statusTone: StatusTone = .normal) {
        self.breadcrumb = breadcrumb
        self.header = header
        self.rows = rows
        self.placeholder = placeholder
        self.status = status
        self.statusTone = statusTone
    }
}
