import Markdown
import Routes

/// A reading screen's Presenter's answer to the link events (`DocumentLinkEvents`): says where a
/// selected link goes, that a page has no links, and follows an activated one: a web address to
/// its screen in ghbrowse when it names an issue, a pull request or a commit (`GitHubLinkRoute`),
/// else the browser; an anchor to its heading; anything else said not to be opened.
@MainActor
public struct DocumentLinkResponder {
    /// "the README has no heading": said before an anchor the document lacks.
    private let missingHeading: String
    private let scrollToHeading: (String) -> Bool
    private let open: (String) -> Void
    private let say: (String, StatusTone) -> Void
    private let show: ((Route) -> Void)?

    /// - Parameters:
    ///   - missingHeading: what is said before an anchor the document has no heading for.
    ///   - scrollToHeading: scrolls to a heading's anchor; false when there is no such heading.
    ///   - open: opens a web address in the browser.
    ///   - say: puts a sentence on the status line and shows it.
    ///   - show: opens a ghbrowse screen; without it every web address goes to the browser.
    public init(missingHeading: String, scrollToHeading: @escaping (String) -> Bool,
                open: @escaping (String) -> Void, say: @escaping (String, StatusTone) -> Void,
                show: ((Route) -> Void)? = nil) {
        self.missingHeading = missingHeading
        self.scrollToHeading = scrollToHeading
        self.open = open
        self.say = say
        self.show = show
    }

    public func didSelectLink(target: String, destination: LinkDestination) {
        let sentence = LinkSentence.selected(target: target, destination: destination)
        say(sentence.text, sentence.tone)
    }

    public func didRequestLinkWithoutLinks() {
        say(LinkSentence.noLinks, .normal)
    }

    public func didActivateLink(target: String, destination: LinkDestination) {
        switch LinkSentence.followed(target: target, destination: destination, missing: missingHeading,
                                     scrollToHeading: scrollToHeading) {
        case .open(let url):
            if let show, let route = GitHubLinkRoute.route(for: url) { show(route) } else { open(url) }
        case .say(let text, let tone): say(text, tone)
        }
    }
}
