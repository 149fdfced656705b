/// What a screen's View tells its Presenter about the screen itself (the commits, a commit, the
/// releases, a release, your lists): it appeared with its key hints, and how wide it is now.
@MainActor
public protocol ScreenLifecycleEvents: AnyObject {
    /// The screen appears for the first time; `keyHints` are its status-line hints as the key
    /// table words them ("Enter open", "o browser"), shown when there is nothing else to say.
    func viewDidLoad(keyHints: [String])
    /// The screen is now `columns` cells wide (first layout and every resize).
    func viewDidResize(columns: Int)
}
