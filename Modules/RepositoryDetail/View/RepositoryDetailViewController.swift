import RepositoryDetailPresenter
import ScreenKit
import TerminalUI

/// Draws a repository's details, scrolls them, and forwards `o` to its Presenter.
/// Back keys are left to the navigation stack, which pops this screen.
@MainActor
public final class RepositoryDetailViewController: Screen, RepositoryDetailView {
    /// Set by the Router when it assembles the module.
    public var presenter: RepositoryDetailViewPresentation?

    private let bindings: KeyBindings
    private var model = RepositoryDetailViewModel()
    private var scrollOffset = 0
    private var visibleRows = 1
    public var needsRedraw = true
    public let keyContext = KeyContext.detail

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    public func display(_ viewModel: RepositoryDetailViewModel) {
        model = viewModel
        clampScroll()
        needsRedraw = true
    }

    public func didAppear(size: TerminalSize) {
        visibleRows = Self.visibleRows(in: size)
        presenter?.viewDidLoad()
        presenter?.viewDidResize(columns: size.columns)
    }

    public func didResize(size: TerminalSize) {
        visibleRows = Self.visibleRows(in: size)
        presenter?.viewDidResize(columns: size.columns)
        clampScroll()
    }

    /// Title, a blank line, the body, the status line.
    private static func visibleRows(in size: TerminalSize) -> Int {
        max(size.rows - 3, 1)
    }

    public func handle(key: KeyPress) -> Bool {
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .moveUp: scrollOffset -= 1
        case .moveDown: scrollOffset += 1
        case .pageUp: scrollOffset -= max(visibleRows - 1, 1)
        case .pageDown: scrollOffset += max(visibleRows - 1, 1)
        case .moveToTop: scrollOffset = 0
        case .moveToBottom: scrollOffset = model.lines.count
        case .openInBrowser: presenter?.didRequestOpenInBrowser()
        case .refresh: presenter?.didRequestRefresh()
        default: return false // back, quit, help: the navigation stack's
        }
        clampScroll()
        return true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.title, row: 0, column: 1, maxWidth: size.columns - 1, style: .title)
        for offset in 0..<visibleRows {
            let index = scrollOffset + offset
            guard index < model.lines.count else { break }
            let line = model.lines[index]
            let row = 2 + offset
            guard row < size.rows - 1 else { break }
            var column = 1
            if line.role == .field {
                surface.put(line.label, row: row, column: column, maxWidth: size.columns - column, style: .dim)
                column += model.labelWidth
            }
            surface.put(line.text, row: row, column: column, maxWidth: size.columns - column,
                        style: line.role == .flag ? .warning : .normal)
        }
        let more = scrollOffset + visibleRows < model.lines.count ? " · ↓ more" : ""
        surface.put(model.status + more, row: size.rows - 1, column: 0, maxWidth: size.columns, style: TextStyle(statusTone: model.statusTone))
    }

    private func clampScroll() {
        scrollOffset = min(max(scrollOffset, 0), max(model.lines.count - visibleRows, 0))
    }

}
