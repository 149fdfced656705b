import Entities
import PresentationKit
import TextCells

/// What the list screen shows, kept fitted to its width: the header and the rows laid out for
/// the repositories loaded, the breadcrumb, and the status line with the key hints of whatever
/// has the focus. The Presenter decides what to show; this says it in cells.
struct RepositoryListScreen {
    private(set) var model = RepositoryListViewModel()
    private(set) var columns = 80
    private var layout = RepositoryRowLayout(columns: 80, names: [])
    /// Where this list is: `["github", "kennethreitz/legit", "user:kennethreitz"]`.
    private let breadcrumb: [String]
    /// The status-line hints the View gave (from the key table).
    var keyHints: [String] = []
    /// The query field's own hints, shown while it has the focus; nil: the screen's.
    var fieldHints: [String]?

    init(breadcrumb: [String]) {
        self.breadcrumb = breadcrumb
        model.header = layout.header()
    }

    var focus: RepositoryListViewModel.Focus {
        get { model.focus }
        set { model.focus = newValue }
    }

    var placeholder: String? {
        get { model.placeholder }
        set { model.placeholder = newValue }
    }

    var canGoBack: Bool {
        get { model.canGoBack }
        set { model.canGoBack = newValue }
    }

    /// False when the width did not change.
    mutating func resize(columns: Int) -> Bool {
        guard columns != self.columns else { return false }
        self.columns = columns
        fitBreadcrumb()
        return true
    }

    /// Sizes the columns for the width and `repositories`, and lays out the rows again when that
    /// changes the layout (or when `force`d, because the rows changed).
    mutating func layOut(_ repositories: [Repository], force: Bool) {
        let newLayout = RepositoryRowLayout(columns: columns, repositories: repositories)
        guard force || newLayout != layout else { return }
        layout = newLayout
        model.header = layout.header()
        model.rows = repositories.map { RepositoryListRowViewModel(id: $0.fullName, layout.row(for: $0)) }
    }

    /// The rows of what a search brought (`repositories`, already trimmed to the cap), with the
    /// sentence for an empty answer to `query` (`empty`: why it is empty, nil when it is not).
    mutating func showResults(_ repositories: [Repository], query: String,
                              empty: SearchSessionCommand.EmptyReason?) {
        switch empty {
        case .noMatch?: placeholder = Self.noMatch(query)
        case .failed?: placeholder = "Nothing to show. Fix the query and press Enter, or / to edit it."
        case nil: break
        }
        layOut(repositories, force: true)
    }

    /// Results that replaced those on screen (the View keeps its selection on the same
    /// repository, by the rows' ids, where it still is).
    mutating func showReplacement(_ repositories: [Repository], query: String) {
        placeholder = repositories.isEmpty ? Self.noMatch(query) : nil
        layOut(repositories, force: true)
    }

    /// "No repositories match “tetris”."
    private static func noMatch(_ query: String) -> String {
        "No repositories match “\(query)”."
    }

    mutating func clearRows() {
        model.rows = []
    }

    /// The status line from `line`, with the hints of what has the focus.
    mutating func setStatus(_ line: (_ keyHints: [String]) -> StatusLineComposer) {
        let composer = line(model.focus == .query ? fieldHints ?? keyHints : keyHints)
        model.status = composer.text(width: columns)
        model.statusTone = composer.tone
    }

    /// A warning of the Presenter's own in place of the status line.
    mutating func warn(_ sentence: String) {
        model.status = sentence
        model.statusTone = .warning
    }

    /// Only pushed lists show where they are; the root list is where everything starts.
    mutating func fitBreadcrumb() {
        model.breadcrumb = breadcrumb.count > 1 ? BreadcrumbText.fit(breadcrumb, toWidth: columns) : nil
    }
}
