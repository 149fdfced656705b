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
}
