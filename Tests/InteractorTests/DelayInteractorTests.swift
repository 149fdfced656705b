import Interactors
import Usecases
import TestSupport
import XCTest

final class DelayInteractorTests: XCTestCase {
    func testWorkRunsOnceTheDelayHasPassedAndNotBefore() {
        onMainActor {
            let clock = ManualClock(now: Sample.now)
            let delay = DelayInteractor(scheduler: clock)
            var ran = 0
            delay.after(seconds: 5) { ran += 1 }
            clock.advance(by: 4)
            XCTAssertEqual(ran, 0)
            clock.advance(by: 1)
            XCTAssertEqual(ran, 1)
            clock.advance(by: 100)
            XCTAssertEqual(ran, 1, "once")
        }
    }

    func testACancelledDelayNeverRuns() {
        onMainActor {
            let clock = ManualClock(now: Sample.now)
            let delay = DelayInteractor(scheduler: clock)
            var ran = false
            let handle = delay.after(seconds: 1) { ran = true }
            handle.cancel()
            clock.advance(by: 10)
            XCTAssertFalse(ran)
        }
    }
}
