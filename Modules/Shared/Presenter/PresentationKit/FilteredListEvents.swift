/// What a list narrowed by a typed filter tells its Presenter (the chooser, the command palette):
/// it appeared, its width, and what is typed now.
@MainActor
public protocol FilteredListEvents: AnyObject {
    /// The screen appears for the first time.
    func viewDidLoad()
    /// The screen is now `columns` wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// The filter is now `text`.
    func filterDidChange(to text: String)
}
