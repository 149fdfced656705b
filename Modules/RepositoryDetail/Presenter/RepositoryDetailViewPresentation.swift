import PresentationKit

/// What happens on the repository detail screen, told to its Presenter by the View;
/// the links of its README are `DocumentLinkEvents`.
@MainActor
public protocol RepositoryDetailViewPresentation: DocumentLinkEvents {
    /// The screen appears for the first time; `keyHints` are its status-line hints as the key
    /// table words them ("Tab link", "o browser"), shown when there is nothing else to say.
    func viewDidLoad(keyHints: [String])
    /// The screen is now `columns` cells wide and `rows` high (first layout and every resize).
    func viewDidResize(columns: Int, rows: Int)
    /// `o`: open the repository's page in the browser.
    func didRequestOpenInBrowser()
    /// `r`: ask GitHub for the repository again now (conditionally), whatever its age.
    func didRequestRefresh()
    /// `*`: star the repository, or unstar it when you starred it.
    func didRequestStarToggle()
    /// `u`: the owner's repositories.
    func didRequestOwnerRepositories()
    /// `t`: choose one of the repository's topics.
    func didRequestTopicChoice()
    /// `L`: the current search in the repository's main language.
    func didRequestLanguageRepositories()
    /// `b`: choose the current ref among the branches and tags.
    func didRequestRefChoice()
    /// `f`: the repository's files at the current ref.
    func didRequestFiles()
    /// `c`: the history of the current ref.
    func didRequestCommits()
    /// `R`: the repository's releases.
    func didRequestReleases()
}
