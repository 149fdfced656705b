import IssuePresenter
import PresentationKit
import RepositoryBrowsing
import ScreenKit
import TerminalUI

/// A pull request's Files section: each file's heading and patch drawn as the commit screen draws
/// them (`putDiffLine`), scrolled by the keys and the wheel; Tab and Shift-Tab go from file to
/// file; `/` opens a path filter on the row under the breadcrumb whose text goes to the Presenter
/// as it is typed (Enter keeps it, Esc clears it). Where the reader is goes to the Presenter,
/// which asks for the next page of files near the end.
@MainActor
public final class PullRequestFilesViewController: Screen, PullRequestFilesDisplay {
    /// Set by the Router when it assembles the module.
    public var presenter: PullRequestFilesPresentation?

    private let bindings: KeyBindings
    public private(set) var model = PullRequestFilesViewModel()
    /// The lines, where they are scrolled to, and how many fit.
    private var pane = DiffPane()
    /// The path filter while it is being typed (nil when closed).
    private var field: TextFieldState?
    public var needsRedraw = true
    public var keyContext: KeyContext { field == nil ? .pullRequestFiles : .pullRequestFilesFilter }

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    /// The first line shown.
    public var scrollOffset: Int { pane.offset }

    public func display(_ viewModel: PullRequestFilesViewModel) {
        model = viewModel
        pane.show(viewModel.lines, fileStarts: viewModel.fileStarts)
        needsRedraw = true
    }

    public func didAppear(size: TerminalSize) {
        pane.resize(to: size)
        presenter?.viewDidAppear(size: size, keyHints: bindings.hints(in: .pullRequestFiles))
    }

    public func didResize(size: TerminalSize) {
        pane.resize(to: size)
        presenter?.viewDidResize(columns: size.columns)
    }

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key {
            if pane.scroll(for: event) { didScroll() }
            return true
        }
        if field != nil { return handleFilter(key) }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .filterFiles:
            field = TextFieldState(text: model.filter)
        default:
            if pane.apply(request) { break }
            guard let command = PullRequestSectionCommand(rawValue: request.name) else {
                return false // back, quit, help, the sections
            }
            presenter?.didRequest(command)
        }
        didScroll()
        return true
    }

    /// A key while the filter is typed: characters and Backspace edit it (the Presenter hears
    /// each change), the moving keys scroll, Enter keeps it, Esc clears it.
    private func handleFilter(_ key: KeyPress) -> Bool {
        guard var edited = field else { return false }
        if case .character(let character) = key {
            edited.type(character)
        } else if let request = bindings.request(for: key, in: keyContext) {
            switch request {
            case .open:
                field = nil
            case .leaveField:
                field = nil
                edited = TextFieldState()
            case .deleteBackward, .deleteToStart:
                _ = edited.apply(request)
            default:
                if pane.apply(request) { didScroll() }
                needsRedraw = true
                return true
            }
        } else {
            return true
        }
        if field != nil { field = edited }
        pane.scrollToTop()
        presenter?.filterDidChange(edited.text)
        needsRedraw = true
        return true
    }

    private func didScroll() {
        presenter?.didScroll(toLine: pane.lastLineShown)
        needsRedraw = true
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        surface.hideCursor()
        surface.put(model.title, row: 0, column: BreadcrumbText.column, maxWidth: max(size.columns - 1, 0), style: .title)
        if let field {
            let cursor = surface.putFilterField(field, label: "Filter paths: ", row: 1, labelStyle: .dim)
            surface.showCursor(row: 1, column: min(cursor, max(size.columns - 1, 0)))
        }
        pane.draw(on: surface)
        surface.putStatusLine(model.status + pane.moreBelow, tone: model.statusTone)
    }

    /// The filter is being typed (the sections' row shows it instead of the tabs).
    public var isFiltering: Bool { field != nil }
}
