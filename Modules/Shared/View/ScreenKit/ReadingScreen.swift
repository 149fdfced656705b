import PresentationKit
import TerminalUI

/// A reading screen (a repository's details and README, a release's notes): its model laid out
/// in a `ReadingPane`, and what every reading screen does the same way with it: a new model or
/// size laid out keeping the reader's place, a heading scrolled to, the reading keys and clicks
/// (scrolling, Tab / Shift-Tab and Enter on links) told to its Presenter. The screen adds its
/// layout, what it draws, what its Presenter hears of its size and its own commands.
@MainActor
public protocol ReadingScreen: Screen {
    associatedtype Model
    associatedtype Body: ReadableBody
    /// The screen's commands, named as the key table names their requests.
    associatedtype Command: RawRepresentable where Command.RawValue == String

    /// The key table the screen's keys are looked up in.
    var bindings: KeyBindings { get }
    /// What the Presenter gave to show.
    var model: Model { get set }
    /// The model laid out, where it is scrolled to, and the link Tab selected.
    var pane: ReadingPane<Body> { get set }
    /// The search in the body's text (`/`, `n`, `N`).
    var find: TextFind { get set }
    /// Who hears of the links: the screen's Presenter.
    var linkEvents: DocumentLinkEvents? { get }
    /// Who hears of the screen appearing and its width, when that is all it hears of its size
    /// (the default `tellAppeared` and `tellResized` tell it); nil by default.
    var lifecycleEvents: ScreenLifecycleEvents? { get }
    /// The body of `model` at a width and colour mode.
    func layOut(columns: Int, showsColor: Bool) -> Body
    /// Tells the Presenter the screen appeared at `size`, with its key hints.
    func tellAppeared(size: TerminalSize, keyHints: [String])
    /// Tells the Presenter the screen is now `size`.
    func tellResized(size: TerminalSize)
    /// Tells the Presenter a key asked for `command`.
    func forward(_ command: Command)
}

public extension ReadingScreen {
    var lifecycleEvents: ScreenLifecycleEvents? { nil }

    func tellAppeared(size: TerminalSize, keyHints: [String]) {
        lifecycleEvents?.viewDidAppear(size: size, keyHints: keyHints)
    }

    func tellResized(size: TerminalSize) {
        lifecycleEvents?.viewDidResize(columns: size.columns)
    }

    /// A new model: laid out again, keeping the reader's place.
    func display(_ viewModel: Model) {
        model = viewModel
        pane.relayout(layOut)
        researchText()
        needsRedraw = true
    }

    /// After a new layout, an active search looks in the new rows.
    func researchText() {
        if find.isActive { find.retext(pane.body.searchableText) }
    }

    func scrollToHeading(anchor: String) -> Bool {
        guard pane.scrollToHeading(anchor: anchor) else { return false }
        needsRedraw = true
        return true
    }

    func didAppear(size: TerminalSize) {
        pane.resize(to: size, layOut)
        tellAppeared(size: size, keyHints: bindings.hints(in: keyContext))
    }

    func didResize(size: TerminalSize) {
        let columns = pane.columns
        pane.resize(to: size, layOut)
        if pane.columns != columns { researchText() }
        tellResized(size: size)
    }

    /// Draws the page: the colour mode applied (a change lays the body out again), each body row
    /// on screen with `drawRow(screenRow, bodyRow)` and the search's matches on it, then the
    /// title and the status line (the find line while a search is active).
    func drawPage(on surface: DrawingSurface, title: String, status: String, tone: StatusTone,
                  drawRow: (_ screenRow: Int, _ bodyRow: Int) -> Void) {
        if pane.showsColor != surface.showsColor {
            pane.setShowsColor(surface.showsColor, layOut)
            researchText()
        }
        surface.hideCursor()
        for (screenRow, bodyRow) in pane.rowsOnScreen(screenRows: surface.size.rows) {
            drawRow(screenRow, bodyRow)
            surface.putFindMatches(find, line: bodyRow, row: screenRow, column: 0, right: surface.size.columns)
        }
        pane.drawFrame(title: title, status: status, tone: tone, on: surface)
        _ = surface.putFindLine(find, row: surface.size.rows - 1)
    }

    /// An action without a key (the command palette's): the screen's command of that name.
    func perform(_ request: KeyRequest) -> Bool {
        guard let command = Command(rawValue: request.name) else { return false }
        forward(command)
        needsRedraw = true
        return true
    }

    func handle(key: KeyPress) -> Bool {
        handleReadingKey(key)
    }

    /// What every reading screen does with a key (the search's, the mouse's, the reading keys,
    /// then the screen's commands); a screen that takes some keys first calls it after them.
    func handleReadingKey(_ key: KeyPress) -> Bool {
        let body = pane.body
        switch find.take(key, bindings: bindings, context: keyContext, topLine: pane.reading.scroll.offset,
                         text: { body.searchableText }) {
        case .notHandled:
            break
        case .handled:
            needsRedraw = true
            return true
        case .reveal(let row):
            pane.revealMatch(row: row)
            needsRedraw = true
            return true
        }
        if case .mouse(let event) = key {
            pane.handleReading(event).tell(linkEvents)
        } else {
            guard let request = bindings.request(for: key, in: keyContext) else { return false }
            if let event = pane.handleReading(request) {
                event.tell(linkEvents)
            } else if let command = Command(rawValue: request.name) {
                forward(command)
            } else {
                return false // back, quit, help: the navigation stack's
            }
        }
        needsRedraw = true
        return true
    }
}
