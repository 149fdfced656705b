import PresentationKit

/// One result row of the repository list, with the repository it shows.
///
/// `id` lets the View keep its selection on the same repository when the rows are replaced
/// (a refresh, a cached copy overtaken by GitHub's, a re-layout), wherever that row moves.
public struct RepositoryListRowViewModel: Equatable, Sendable, Identifiable {
    /// The repository's full name as GitHub sent it ("junegunn/fzf"): compared, never drawn.
    public var id: String
    /// The row's cells, cut and padded to their columns.
    public var cells: [RepositoryRowCell]

    public init(id: String, cells: [RepositoryRowCell]) {
        self.id = id
        self.cells = cells
    }

    public init(id: String, _ row: RepositoryRowViewModel) {
        self.init(id: id, cells: row.cells)
    }
}
