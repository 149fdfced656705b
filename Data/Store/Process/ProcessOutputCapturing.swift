/// Runs a program to completion and keeps what it printed: for short helpers such as
/// `gh auth token`, never for anything that draws on the terminal.
public protocol ProcessOutputCapturing: Sendable {
    /// Runs `arguments[0]` (looked up in PATH unless it holds a `/`) with the rest as its
    /// arguments, standard input and error on `/dev/null`, and returns its standard output and
    /// exit status. A program still running after `timeLimit` is killed (with whatever it
    /// started) and reported as `.timedOut`. Blocks the calling thread; never call it on the UI thread.
    func run(_ arguments: [String], timeLimit: Duration) -> CapturedProcessOutcome
}

/// How a captured run ended.
public enum CapturedProcessOutcome: Equatable, Sendable {
    /// It exited (or was killed by a signal: `128 + signal`) with `status`, having printed `output`.
    case exited(status: Int32, output: [UInt8])
    /// It ran longer than the time limit and was killed.
    case timedOut
    /// It could not be started.
    case failedToStart(ProcessLaunchError)
}
