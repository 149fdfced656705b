import TextCells
import XCTest

/// Display width for tests that otherwise only use TerminalUI types.
public enum DisplayWidthProbe {
    public static func width(_ text: String) -> Int { DisplayWidth.of(text) }
}

extension XCTestCase {
    /// Runs UI code in a test. XCTest runs synchronous tests on the main thread; plain
    /// methods are used because `@MainActor` test methods crash XCTest's discovery on Linux.
    public func onMainActor(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }
}
