import Markdown

/// What happens on the repository detail screen, told to its Presenter by the View.
@MainActor
public protocol RepositoryDetailViewPresentation: AnyObject {
    func viewDidLoad()
    /// The screen is now `columns` cells wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// `o`: open the repository's page in the browser.
    func didRequestOpenInBrowser()
    /// `r`: ask GitHub for the repository again now (conditionally), whatever its age.
    func didRequestRefresh()
    /// `u`: the owner's repositories.
    func didRequestOwnerRepositories()
    /// `t`: choose one of the repository's topics.
    func didRequestTopicChoice()
    /// `L`: the current search in the repository's main language.
    func didRequestLanguageRepositories()
    /// Tab / Shift-Tab selected a README link: `target` as the README wrote it, `destination`
    /// where it leads (resolved against the README's page on github.com).
    func didSelectLink(target: String, destination: LinkDestination)
    /// Enter on the selected README link.
    func didActivateLink(target: String, destination: LinkDestination)
}
