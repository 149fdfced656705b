import PresentationKit
import TerminalUI

/// The keys and clicks every reading screen (the detail's README, a release's notes) handles the
/// same way on its pane, the links' part returned for its Presenter (`ReadingLinkEvent`), and the
/// title and status line every reading screen draws.
public extension ReadingPane {
    /// The reading keys: the scroll keys scroll; Tab / Shift-Tab select the next / previous link;
    /// Enter activates the selected one. Nil for any other request, which is the screen's own.
    mutating func handleReading(_ request: KeyRequest) -> ReadingLinkEvent<Body.Link>? {
        switch request {
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom:
            _ = scroll(request)
            return ReadingLinkEvent.none
        case .nextLink, .previousLink:
            return selectLink(step: request == .nextLink ? 1 : -1).map { .selected($0) } ?? .noLinks
        case .open:
            return selectedLink.map { .activated($0) } ?? ReadingLinkEvent.none
        default:
            return nil
        }
    }

    /// The wheel scrolls; a click on a link's text selects it and activates it.
    mutating func handleReading(_ event: MouseEvent) -> ReadingLinkEvent<Body.Link> {
        handle(event).map { .activated($0) } ?? ReadingLinkEvent.none
    }

    /// The title on the top row and the status line (with "↓ more" while there is more below) on the last.
    @MainActor
    func drawFrame(title: String, status: String, tone: StatusTone, on surface: DrawingSurface) {
        let size = surface.size
        surface.put(title, row: 0, column: 1, maxWidth: max(size.columns - 1, 0), style: .title)
        surface.put(statusLine(status, columns: size.columns), row: size.rows - 1, column: 0,
                    maxWidth: size.columns, style: TextStyle(statusTone: tone))
    }
}
