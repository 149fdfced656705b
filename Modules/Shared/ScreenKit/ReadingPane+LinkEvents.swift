import PresentationKit
import TerminalUI

/// The keys and clicks every reading screen (the detail's README, a release's notes) handles the
/// same way on its pane, the links' part told to its Presenter as `DocumentLinkEvents`.
public extension ReadingPane {
    /// The reading keys: the scroll keys scroll; Tab / Shift-Tab select the next / previous link
    /// (or tell `events` there is none); Enter activates the selected link. False for any other
    /// request, which is the screen's own.
    @MainActor
    mutating func handleReading(_ request: KeyRequest, telling events: DocumentLinkEvents?) -> Bool {
        switch request {
        case .moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom: _ = scroll(request)
        case .nextLink: selectLink(step: 1, telling: events)
        case .previousLink: selectLink(step: -1, telling: events)
        case .open:
            if let link = selectedLink { events?.didActivateLink(target: link.target, destination: link.destination) }
        default: return false
        }
        return true
    }

    /// The wheel scrolls; a click on a link's text selects it and tells `events` it was activated.
    @MainActor
    mutating func handleReading(_ event: MouseEvent, telling events: DocumentLinkEvents?) {
        if let link = handle(event) {
            events?.didActivateLink(target: link.target, destination: link.destination)
        }
    }

    /// Tab (`step` 1) / Shift-Tab (-1): the next / previous link in reading order, scrolled into view.
    @MainActor
    private mutating func selectLink(step: Int, telling events: DocumentLinkEvents?) {
        guard let link = selectLink(step: step) else {
            events?.didRequestLinkWithoutLinks()
            return
        }
        events?.didSelectLink(target: link.target, destination: link.destination)
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
