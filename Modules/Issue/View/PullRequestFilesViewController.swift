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
    private var scroll = ScrollPosition()
    /// The path filter while it is being typed (nil when closed).
    private var field: TextFieldState?
    public var needsRedraw = true
    public var keyContext: KeyContext { field == nil ? .pullRequestFiles : .pullRequestFilesFilter }

    /// Rows above the lines (the breadcrumb, the sections or the filter) and below them (the status line).
    static let rowsAbove = 2
    static let rowsBelow = 1

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    /// The first line shown.
    public var scrollOffset: Int { scroll.offset }

    public func display(_ viewModel: PullRequestFilesViewModel) {
        model = viewModel
        scroll.contentRows = viewModel.lines.count
        needsRedraw = true
    }

    public func didAppear(size: TerminalSize) {
        scroll.visibleRows = Self.visibleRows(size)
        presenter?.viewDidAppear(size: size, keyHints: bindings.hints(in: .pullRequestFiles))
    }

    public func didResize(size: TerminalSize) {
        scroll.visibleRows = Self.visibleRows(size)
        presenter?.viewDidResize(columns: size.columns)
    }

    public func handle(key: KeyPress) -> Bool {
        if case .mouse(let event) = key {
            if scroll.scroll(for: event) { didScroll() }
            return true
        }
        if field != nil { return handleFilter(key) }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        switch request {
        case .nextFile:
            if let start = model.fileStarts.first(where: { $0 > scrollOffset }) { scroll.scroll(to: start) }
        case .previousFile:
            scroll.scroll(to: model.fileStarts.last(where: { $0 < scrollOffset }) ?? 0)
        case .filterFiles:
            field = TextFieldState(text: model.filter)
        default:
            if scroll.apply(request) { break }
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
                if scroll.apply(request) { didScroll() }
                needsRedraw = true
                return true
            }
        } else {
            return true
        }
        if field != nil { field = edited }
        scroll.scroll(to: 0)
        presenter?.filterDidChange(edited.text)
        needsRedraw = true
        return true
    }

    private func didScroll() {
        presenter?.didScroll(toLine: scrollOffset + scroll.visibleRows - 1)
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
        for offset in 0..<scroll.visibleRows {
            let index = scrollOffset + offset
            let row = Self.rowsAbove + offset
            guard index < model.lines.count, row < size.rows - Self.rowsBelow else { break }
            surface.putDiffLine(model.lines[index], row: row, width: size.columns)
        }
        surface.putStatusLine(model.status + (scroll.hasMoreBelow ? StatusLine.moreBelow : ""), tone: model.statusTone)
    }

    /// The filter is being typed (the sections' row shows it instead of the tabs).
    public var isFiltering: Bool { field != nil }

    private static func visibleRows(_ size: TerminalSize) -> Int {
        max(size.rows - rowsAbove - rowsBelow, 1)
    }
}
