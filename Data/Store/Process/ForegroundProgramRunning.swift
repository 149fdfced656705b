/// Runs a program in the foreground, on the terminal (no shell), and waits for it to end.
public protocol ForegroundProgramRunning: Sendable {
    /// Runs `arguments[0]` (looked up in PATH) with the rest as its arguments, its standard input,
    /// output and error the terminal's; blocks until it ends. Its exit status (128 + N for a
    /// signal), or why it could not start.
    func run(_ arguments: [String]) -> Result<Int32, ProcessLaunchError>
}
