import PresentationKit

/// What the files screen draws: where it is, the rows (a directory's listing, or the paths the
/// filter found), and the status line, all made safe and laid out by the Presenter.
public struct RepositoryFilesViewModel: Equatable, Sendable {
    /// One row: a directory (`src/`), a file with its size, a link or a submodule; or an entry
    /// whose name cannot be asked for (`..`, `a/../../x`): shown dimmed, never opened.
    public struct Row: Equatable, Sendable {
        public enum Kind: Equatable, Sendable { case directory, file, symlink, submodule, unreadable }
        public var name: String
        /// The size ("94.5 KB") or, for a directory, how many entries it holds.
        public var detail: String
        public var kind: Kind
        /// The characters of `name` the filter matched (indices of its characters), to highlight.
        public var matched: [Int]

        public init(name: String, detail: String, kind: Kind, matched: [Int] = []) {
            self.name = name
            self.detail = detail
            self.kind = kind
            self.matched = matched
        }
    }

    /// `github › junegunn/fzf › files › src/tui`, fitted to the width.
    public var breadcrumb: String
    /// The rows, a path found made only when it is read (`RepositoryFilesRowList`).
    public var rows: RepositoryFilesRowList
    /// Shown when there are no rows ("Loading files…", "Empty directory", "Nothing matches").
    public var placeholder: String?
    /// The filter's text while `/` filters the whole tree; nil when listing a directory.
    public var filter: String?
    /// Which rows these are: when it changes the View selects `selection` (a new directory, a new
    /// filter result); otherwise it keeps its own selection.
    public var listingID: Int
    public var selection: Int
    public var status: String
    public var statusTone: StatusTone

    public init(breadcrumb: String = "", rows: RepositoryFilesRowList = [], placeholder: String? = nil, filter: String? = nil,
                listingID: Int = 0, selection: Int = 0, status: String = "", statusTone: StatusTone = .normal) {
        self.breadcrumb = breadcrumb
        self.rows = rows
        self.placeholder = placeholder
        self.filter = filter
        self.listingID = listingID
        self.selection = selection
        self.status = status
        self.statusTone = statusTone
    }
}
