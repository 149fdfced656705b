import XCTest
import Dispatch
import Synchronization
@testable import GHBrowseApp

/// `UIEventQueue.runInBackgroundAfterUIWork`: work posted behind an answer starts only after the
/// loop has run that answer and come round again (where the browser draws it), then off the UI thread.
final class UIEventQueueTests: XCTestCase {
    func testWorkAfterUIWorkStartsOnlyAfterTheNextDrainAndOffTheMainThread() {
        let order = MainActor.assumeIsolated { Self.runTheLoopTwice() }
        XCTAssertEqual(order, ["answer", "frame", "work"])
    }

    /// What ran, in order, as the browser's loop would see it: drain, draw, drain.
    @MainActor
    private static func runTheLoopTwice() -> [String] {
        let queue = UIEventQueue()
        let order = Mutex<[String]>([])
        let started = DispatchSemaphore(value: 0)
        queue.runOnUIThread { order.withLock { $0.append("answer") } }
        queue.runInBackgroundAfterUIWork {
            order.withLock { $0.append(Thread.isMainThread ? "work on main" : "work") }
            started.signal()
        }
        queue.drain()                                   // runs the answer; the work is posted again
        order.withLock { $0.append("frame") }           // where the browser's loop draws
        queue.drain()                                   // hands the work to a worker thread
        _ = started.wait(timeout: .now() + 5)
        return order.withLock { $0 }
    }
}
