import PresentationKit
import RepositoryBrowsing
import Routes
import TextCells
import Usecases

/// Decides what the command palette lists: the actions of the screen underneath and the global
/// ones (as the key table gives them, remapped keys marked), then the repositories opened
/// recently; narrowed fuzzily as the person types (`FuzzyPathFilter`, the files finder's, ranked
/// best first); Enter runs the action through the Router, or opens the repository in its place.
@MainActor
public final class CommandPaletteViewPresenter: CommandPaletteViewPresentation {
    /// One row's meaning.
    enum Choice: Equatable {
        case action(PaletteAction)
        case repository(String)
    }

    /// The section title the recent repositories are listed under.
    static let recentSection = "Recent repositories"

    private weak var view: CommandPaletteDisplay?
    private let router: CommandPaletteWireframe
    private let recentUsecase: RecentRepositoriesUsecase
    private let actions: [PaletteAction]
    private let crumbs: [String]
    private var choices: [Choice]
    /// Each choice's row, drawn as is (made safe once).
    private var rows: [CommandPaletteViewModel.Row]
    private var matcher: FuzzyPathFilter
    /// The choices shown, by index, best first.
    private var shown: [Int]
    private var query = ""
    /// The previous keystroke's matches, while the query only grows.
    private var matching: (query: String, indices: [UInt32])?
    private var columns = 80

    /// - Parameter trail: the breadcrumb up to and including the palette's own step.
    public init(actions: [PaletteAction], trail: [String], view: CommandPaletteDisplay,
                router: CommandPaletteWireframe, recentUsecase: RecentRepositoriesUsecase) {
        self.actions = actions
        self.crumbs = trail.isEmpty ? ["commands"] : trail
        self.view = view
        self.router = router
        self.recentUsecase = recentUsecase
        choices = actions.map(Choice.action)
        rows = actions.map(Self.row)
        matcher = FuzzyPathFilter(paths: actions.map(Self.searchText))
        shown = Array(actions.indices)
    }

    public func viewDidLoad() {
        display()
        recentUsecase.loadRecent { [weak self] names in self?.recentDidLoad(names) }
    }

    public func viewDidResize(columns: Int) {
        guard columns != self.columns else { return }
        self.columns = columns
        display()
    }

    public func filterDidChange(to text: String) {
        query = text
        refilter()
        display()
    }

    public func didPick(row: Int) {
        guard let index = shown[safe: row], let choice = choices[safe: index] else { return }
        switch choice {
        case .action(let action):
            router.runAction(named: action.request)
        case .repository(let fullName):
            router.replaceTop(with: .repository(GitHubLinkRoute.repositoryNamed(fullName), foundWith: nil))
        }
    }

    /// The recent repositories arrived: listed after the actions, the filter applied to them too.
    private func recentDidLoad(_ names: [String]) {
        let safe = names.map { TextSanitizer.singleLine($0) }.filter { !$0.isEmpty }
        guard !safe.isEmpty else { return }
        choices = actions.map(Choice.action) + safe.map(Choice.repository)
        rows = actions.map(Self.row) + safe.map { CommandPaletteViewModel.Row(title: $0, keys: "", section: Self.recentSection) }
        matcher = FuzzyPathFilter(paths: actions.map(Self.searchText) + safe)
        matching = nil
        refilter()
        display()
    }

    private func refilter() {
        let trimmed = String(query.trimmingWhitespace)
        guard !trimmed.isEmpty else {
            shown = Array(choices.indices)
            matching = nil
            return
        }
        let among = matching.flatMap { trimmed.hasPrefix($0.query) ? $0.indices : nil }
        let results = matcher.search(trimmed, among: among)
        shown = results.rows.map(\.index)
        matching = (trimmed, results.matching)
    }

    private func display() {
        let title = BreadcrumbText.fit(crumbs, toWidth: max(columns - BreadcrumbText.column, 1))
        let actionCount = shown.count { if case .action = choices[$0] { true } else { false } }
        let repositoryCount = shown.count - actionCount
        var status = shown.isEmpty ? "nothing matches" : "\(actionCount) action\(actionCount == 1 ? "" : "s")"
        if repositoryCount > 0 {
            status += " · \(repositoryCount) recent repositor\(repositoryCount == 1 ? "y" : "ies")"
        }
        view?.display(CommandPaletteViewModel(title: title, rows: shown.map { rows[$0] }, status: status))
    }

    /// An action's row: its keys, "(remapped)" when `config.toml` changed them, "no key" when none.
    static func row(_ action: PaletteAction) -> CommandPaletteViewModel.Row {
        let keys = action.keyLabel.map { action.isRemapped ? $0 + " (remapped)" : $0 } ?? "no key"
        return CommandPaletteViewModel.Row(title: TextSanitizer.singleLine(action.help), keys: TextSanitizer.singleLine(keys),
                                           section: TextSanitizer.singleLine(action.section))
    }

    /// What the filter matches an action by: its name and what it does.
    static func searchText(_ action: PaletteAction) -> String {
        action.request + " " + action.help
    }
}
