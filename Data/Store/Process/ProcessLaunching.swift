/// Starts a program directly (no shell), detached from the terminal.
public protocol ProcessLaunching: Sendable {
    /// Starts `arguments[0]` (looked up in PATH) with the rest as its arguments.
    /// Returns the process id, or an error sentence when it could not start.
    func launch(_ arguments: [String]) -> Result<Int32, ProcessLaunchError>
    /// The exit status of a process `launch` started (non-zero also for a signal), reaping it,
    /// or nil while it still runs. Never blocks: callers check again later.
    func exitStatus(of processID: Int32) -> Int32?
}

/// Why a program could not be started.
public struct ProcessLaunchError: Error, Equatable, Sendable {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
