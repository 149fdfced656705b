import CommitDetailPresenter
import PresentationKit
import RepositoryBrowsing
import ScreenKit
import TerminalUI
import TextCells

/// Draws a commit (title, its lines scrolled, the status line), colouring each run by its role
/// (additions, deletions, hunk headers), and forwards `o` to its Presenter; Tab and Shift-Tab
/// scroll to the next and previous file's patch.
@MainActor
public final class CommitDetailViewController: Screen, CommitDetailDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: CommitDetailViewPresentation?

    private let bindings: KeyBindings
    private var model = CommitDetailViewModel()
    /// Where the lines are scrolled to, and how many fit.
    private var scroll = ScrollPosition()
    public var needsRedraw = true
    public let keyContext: KeyContext = .commit

    /// Rows above the lines (title, a blank line) and below them (the status line).
    static let rowsAbove = 2
    static let rowsBelow = 1

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    /// The first line shown.
    public var scrollOffset: Int { scroll.offset }

    public func display(_ viewModel: CommitDetailViewModel) {
        model = viewModel
        scroll.contentRows = viewModel.lines.count
        needsRedraw = true
    }

    public func didAppear(size: TerminalSize) {
        scroll.visibleRows = Self.visibleRows(size)
        presenter?.viewDidAppear(size: size, keyHints: bindings.hints(in: keyContext))
    }

    public func didResize(size: TerminalSize) {
        scroll.visibleRows = Self.visibleRows(size)
        presenter?.viewDidResize(columns: size.columns)
    }

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key {
            if scroll.scroll(for: event) { needsRedraw = true }
            return true
        }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .nextFile:
            if let start = model.fileStarts.first(where: { $0 > scrollOffset }) { scroll.scroll(to: start) }
        case .previousFile:
            scroll.scroll(to: model.fileStarts.last(where: { $0 < scrollOffset }) ?? 0)
        default:
            if scroll.apply(request) { break }
            guard let command = CommitDetailCommand(rawValue: request.name) else {
                return false // back, quit, help: the navigation stack's
            }
            presenter?.didRequest(command)
        }
        needsRedraw = true
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.title, row: 0, column: BreadcrumbText.column,
                    maxWidth: max(size.columns - 1, 0), style: .title)
        for offset in 0..<scroll.visibleRows {
            let index = scrollOffset + offset
            let row = Self.rowsAbove + offset
            guard index < model.lines.count, row < size.rows - Self.rowsBelow else { break }
            surface.putDiffLine(model.lines[index], row: row, width: size.columns)
        }
        let more = scroll.hasMoreBelow ? StatusLine.moreBelow : ""
        surface.put(model.status + more, row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
    }

    /// How a role looks: the shared diff view's styles.
    public static func style(of role: CommitDetailLine.Role) -> TextStyle {
        TextStyle(diffRole: role)
    }

    private static func visibleRows(_ size: TerminalSize) -> Int {
        max(size.rows - rowsAbove - rowsBelow, 1)
    }
}
