import Usecases

/// A Presenter that loads what its screen shows when the screen appears and shows it again when
/// the screen's width changes: those two lifecycle events written once for every such screen.
@MainActor
public protocol ScreenPresenting: ScreenLifecycleEvents {
    /// The key hints and the width the screen was last drawn at.
    var screen: ScreenState { get set }
    /// Fetches what the screen shows with `freshness`.
    func load(_ freshness: AnswerFreshness)
    /// Hands the screen's view model to the View.
    func display()
}

public extension ScreenPresenting {
    func viewDidLoad(keyHints: [String]) {
        screen.keyHints = keyHints
        load(.cachedThenFresh)
    }

    func viewDidResize(columns: Int) {
        if screen.width.resize(to: columns) { display() }
    }
}
