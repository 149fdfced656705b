#if canImport(Glibc)
import Glibc
#endif

/// A pipe for a spawned child's output: close-on-exec on both ends, so only the child's dup2 of
/// the write end survives the exec and no other program started meanwhile keeps the pipe open.
enum CloseOnExecPipe {
    /// The program named first in `arguments` and the pipe's ends, or why not.
    static func open(for arguments: [String]) -> Result<(program: String, read: Int32, write: Int32), ProcessLaunchError> {
        guard let program = arguments.first, !program.isEmpty else {
            return .failure(ProcessLaunchError(reason: "no program given"))
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            return .failure(ProcessLaunchError(reason: "pipe: \(String(cString: strerror(errno)))"))
        }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return .success((program, ends[0], ends[1]))
    }
}
