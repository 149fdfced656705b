/// What happens on a chooser, told to its Presenter by the View.
@MainActor
public protocol ChooserViewPresentation: AnyObject {
    func viewDidLoad()
    /// The screen is now `columns` wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// The filter text is now `text`.
    func filterDidChange(to text: String)
    /// Enter on the row showing option `index` (an index into the full list).
    func didPick(optionAt index: Int)
}
