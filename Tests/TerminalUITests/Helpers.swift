import TextCells
import XCTest

/// Display width for tests that otherwise only use TerminalUI types.
enum DisplayWidthProbe {
    static func width(_ s: String) -> Int { DisplayWidth.of(s) }
}

extension XCTestCase {
    /// Runs UI code in a test. XCTest runs synchronous tests on the main thread; plain
    /// methods are used because `@MainActor` test methods crash XCTest's discovery on Linux.
    func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}
