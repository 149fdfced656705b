import APIClient
import Dispatch
import FixtureServer
import Foundation
import XCTest

/// A value several threads read and write, behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set(_ newValue: Value) {
        lock.lock()
        value = newValue
        lock.unlock()
    }

    func mutate(_ change: (inout Value) -> Void) {
        lock.lock()
        change(&value)
        lock.unlock()
    }
}

/// Starts a `FixtureServer` on 127.0.0.1 before each test and stops it after.
class FixtureServerTestCase: XCTestCase {
    private(set) var server: FixtureServer!
    private(set) var store: FixtureStore!

    override func setUpWithError() throws {
        try super.setUpWithError()
        let store = try FixtureStore.located()
        self.store = store
        server = FixtureServer { request in
            .json("{\"message\":\"no handler for \(request.path)\"}", status: 599)
        }
        try server.start()
    }

    override func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    /// An absolute URL on the test server.
    func url(_ path: String) -> String {
        server.baseURL + path
    }

    /// Serves the recorded exchange `name` for every request.
    func serveFixture(_ name: String) throws {
        let fixture = try store.fixture(named: name)
        server.setHandler { _ in FixtureResponse(fixture: fixture) }
    }

    /// A port on which nothing listens: a server that was started and stopped.
    func refusedPort() throws -> UInt16 {
        let closed = FixtureServer { _ in FixtureResponse(status: 200) }
        let port = try closed.start()
        closed.stop()
        return port
    }

    /// Runs `work` on a new thread; the returned function waits (at most `timeout`) for its result.
    func inBackground<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> (TimeInterval) -> Value? {
        let result = Locked<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            result.set(work())
            done.signal()
        }
        return { timeout in
            guard done.wait(timeout: .now() + timeout) == .success else { return nil }
            return result.get()
        }
    }

    /// Waits (at most `timeout` seconds) until `condition` holds.
    func waitUntil(timeout: TimeInterval = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            usleep(2_000)
        }
        return true
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }

    var success: Success? {
        if case .success(let success) = self { return success }
        return nil
    }
}
