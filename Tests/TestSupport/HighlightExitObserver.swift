import Foundation
import Highlight
import XCTest

/// Closes the highlighter when the test bundle has run, before XCTest ends the process, as
/// `ghbrowse` itself does before it exits: a test that opens a file leaves the highlighter's
/// warm-up or a chunk running on a background thread, and a process that exits while a thread
/// is still starting Qt deadlocks or aborts in Qt's exit-time destructors (with `--parallel`
/// every test is such a process). Install it from any test that highlights off the main thread.
public final class HighlightExitObserver: NSObject, XCTestObservation {
    /// Adds the observer to XCTest once per process.
    public static func install() {
        _ = installed
    }

    private static let installed: Bool = {
        XCTestObservationCenter.shared.addTestObserver(HighlightExitObserver())
        return true
    }()

    public func testBundleDidFinish(_ testBundle: Bundle) {
        HighlightLibrary.closeForExit()
    }
}
