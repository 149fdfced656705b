/// Starts a program directly (no shell), detached from the terminal.
public protocol ProcessLaunching: Sendable {
    /// Starts `arguments[0]` (looked up in PATH) with the rest as its arguments.
    /// Returns the process id, or an error sentence when it could not start.
    func launch(_ arguments: [String]) -> Result<Int32, ProcessLaunchError>
    /// Waits for the process to end and returns its exit status (non-zero also for a signal).
    func waitForExit(_ processID: Int32) -> Int32
}

/// Why a program could not be started.
public struct ProcessLaunchError: Error, Equatable, Sendable {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
