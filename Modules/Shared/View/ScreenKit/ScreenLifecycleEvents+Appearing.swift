import PresentationKit
import TerminalUI

@MainActor
public extension ScreenLifecycleEvents {
    /// The screen appeared at `size`: its Presenter hears its key hints, then its width.
    func viewDidAppear(size: TerminalSize, keyHints: [String]) {
        viewDidLoad(keyHints: keyHints)
        viewDidResize(columns: size.columns)
    }
}
