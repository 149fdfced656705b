import Synchronization

/// A flag that one thread sets to stop work another thread is doing, with handlers
/// that run once when it is set (so a blocked transfer can be woken at once).
public final class CancellationToken: Sendable {
    private struct State {
        var cancelled = false
        var handlers: [@Sendable () -> Void] = []
    }

    private let state = Mutex(State())

    public init() {}

    public var isCancelled: Bool {
        state.withLock { $0.cancelled }
    }

    /// Marks the token cancelled and runs the registered handlers (once).
    public func cancel() {
        let handlers: [@Sendable () -> Void] = state.withLock { state in
            guard !state.cancelled else { return [] }
            state.cancelled = true
            defer { state.handlers = [] }
            return state.handlers
        }
        handlers.forEach { $0() }
    }

    /// Runs `handler` when the token is cancelled, or at once if it already is.
    public func onCancel(_ handler: @escaping @Sendable () -> Void) {
        let runNow: Bool = state.withLock { state in
            if state.cancelled { return true }
            state.handlers.append(handler)
            return false
        }
        if runNow { handler() }
    }
}
