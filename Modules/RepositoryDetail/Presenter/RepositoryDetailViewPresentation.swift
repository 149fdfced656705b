/// What happens on the repository detail screen, told to its Presenter by the View.
@MainActor
public protocol RepositoryDetailViewPresentation: AnyObject {
    func viewDidLoad()
    /// The screen is now `columns` cells wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// `o`: open the repository's page in the browser.
    func didRequestOpenInBrowser()
    /// Tab / Shift-Tab selected a README link leading to `destination`, as the README wrote it.
    func didSelectLink(destination: String)
    /// Enter on a README link selected with Tab: `destination` as the README wrote it
    /// (relative, `#anchor` or absolute).
    func didActivateLink(destination: String)
}
