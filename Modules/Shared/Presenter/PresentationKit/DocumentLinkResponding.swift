import Markdown

/// A reading screen's Presenter that answers the link events with its `DocumentLinkResponder`:
/// the events' implementations are this protocol's, the same for every reading screen.
@MainActor
public protocol DocumentLinkResponding: DocumentLinkEvents {
    /// Says and follows the links of the document on screen.
    var documentLinks: DocumentLinkResponder { get }
}

public extension DocumentLinkResponding {
    func didSelectLink(target: String, destination: LinkDestination) {
        documentLinks.didSelectLink(target: target, destination: destination)
    }

    func didRequestLinkWithoutLinks() {
        documentLinks.didRequestLinkWithoutLinks()
    }

    func didActivateLink(target: String, destination: LinkDestination) {
        documentLinks.didActivateLink(target: target, destination: destination)
    }
}
