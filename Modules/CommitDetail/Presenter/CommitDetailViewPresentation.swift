import PresentationKit

/// What happens on the commit screen, told to its Presenter by the View.
@MainActor
public protocol CommitDetailViewPresentation: ScreenLifecycleEvents {
    /// A key asked for `command`.
    func didRequest(_ command: CommitDetailCommand)
    /// A link of the message was selected: the status line says where it leads.
    func didSelectLink(target: String, url: String)
    /// A link of the message was followed: its screen in ghbrowse, else the browser.
    func didFollowLink(target: String, url: String)
    /// A link was asked for, and the message has none.
    func didRequestLinkWithoutLinks()
}
