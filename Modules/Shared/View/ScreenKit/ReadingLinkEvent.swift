import PresentationKit

/// What a reading key or click on a reading pane came to for the links, told to the Presenter
/// once the pane is done changing (telling it may scroll the pane to a heading).
public enum ReadingLinkEvent<Link: ScreenLink> {
    /// Nothing to tell: the pane scrolled, or Enter without a selected link.
    case none
    /// Tab / Shift-Tab selected `Link`.
    case selected(Link)
    /// Tab / Shift-Tab on a page without links.
    case noLinks
    /// Enter on the selected link, or a click on a link's text.
    case activated(Link)

    /// Tells `events` what happened, if anything did.
    @MainActor
    public func tell(_ events: DocumentLinkEvents?) {
        switch self {
        case .none: break
        case .selected(let link): events?.didSelectLink(target: link.target, destination: link.destination)
        case .noLinks: events?.didRequestLinkWithoutLinks()
        case .activated(let link): events?.didActivateLink(target: link.target, destination: link.destination)
        }
    }
}
