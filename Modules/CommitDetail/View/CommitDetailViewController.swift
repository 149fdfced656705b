import CommitDetailPresenter
import PresentationKit
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
    private var visibleRows = 1
    /// The first line shown.
    public private(set) var scrollOffset = 0
    public var needsRedraw = true
    public let keyContext: KeyContext = .commit

    /// Rows above the lines (title, a blank line) and below them (the status line).
    static let rowsAbove = 2
    static let rowsBelow = 1
    static let wheelLines = 3

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: CommitDetailViewModel) {
        model = viewModel
        clampScroll()
        needsRedraw = true
    }

    public func didAppear(size: TerminalSize) {
        visibleRows = Self.visibleRows(size)
        presenter?.viewDidLoad(keyHints: bindings.hints(in: keyContext))
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        visibleRows = Self.visibleRows(size)
        clampScroll()
        presenter?.viewDidResize(columns: size.columns)
    }

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key {
            switch event.kind {
            case .wheelUp: scrollOffset -= Self.wheelLines
            case .wheelDown: scrollOffset += Self.wheelLines
            case .press, .release, .doubleClick: return true
            }
            clampScroll()
            needsRedraw = true
            return true
        }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .moveUp: scrollOffset -= 1
        case .moveDown: scrollOffset += 1
        case .pageUp: scrollOffset -= max(visibleRows - 1, 1)
        case .pageDown: scrollOffset += max(visibleRows - 1, 1)
        case .moveToTop: scrollOffset = 0
        case .moveToBottom: scrollOffset = model.lines.count
        case .nextFile:
            if let start = model.fileStarts.first(where: { $0 > scrollOffset }) { scrollOffset = start }
        case .previousFile:
            scrollOffset = model.fileStarts.last(where: { $0 < scrollOffset }) ?? 0
        default:
            guard let command = CommitDetailCommand(rawValue: request.name) else {
                return false // back, quit, help: the navigation stack's
            }
            presenter?.didRequest(command)
        }
        clampScroll()
        needsRedraw = true
        return true
    }

    /// A line from the margin on; one too wide for the screen ends in `…` where it is cut.
    private func drawLine(_ line: CommitDetailLine, row: Int, width: Int, on surface: DrawingSurface) {
        var column = 1
        let fits = line.runs.reduce(0) { $0 + DisplayWidth.of($1.text) } <= width - column
        for run in line.runs where column < width {
            let room = width - column
            let runWidth = DisplayWidth.of(run.text)
            let text = fits || runWidth < room ? run.text : TextLayout.truncate(run.text, toWidth: room)
            column += surface.put(text, row: row, column: column, maxWidth: room, style: Self.style(of: run.role))
            if !fits && runWidth >= room { break }
        }
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.title, row: 0, column: BreadcrumbText.column,
                    maxWidth: max(size.columns - 1, 0), style: .title)
        for offset in 0..<visibleRows {
            let index = scrollOffset + offset
            let row = Self.rowsAbove + offset
            guard index < model.lines.count, row < size.rows - Self.rowsBelow else { break }
            drawLine(model.lines[index], row: row, width: size.columns, on: surface)
        }
        let more = scrollOffset + visibleRows < model.lines.count ? " · ↓ more" : ""
        surface.put(model.status + more, row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
    }

    /// How a role looks: additions green, deletions red (of the same weight), hunk headers in the accent colour.
    public static func style(of role: CommitDetailLine.Role) -> TextStyle {
        switch role {
        case .plain: return .normal
        case .heading: return .bold
        case .label, .dim, .note: return .dim
        case .sha: return .accent
        case .addition: return .success
        case .deletion: return .removal
        case .hunk: return .accent
        }
    }

    private func clampScroll() {
        scrollOffset = min(max(scrollOffset, 0), max(model.lines.count - visibleRows, 0))
    }

    private static func visibleRows(_ size: TerminalSize) -> Int {
        max(size.rows - rowsAbove - rowsBelow, 1)
    }
}
