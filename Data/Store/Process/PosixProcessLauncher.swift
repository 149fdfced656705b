#if canImport(Glibc)
import Glibc
#endif

/// Starts programs with `posix_spawnp`, in a new session, with standard input and output on
/// `/dev/null`, so a browser neither draws into nor reads from the terminal ghbrowse owns.
/// Exit statuses are collected with `waitpid(WNOHANG)`, so no thread ever blocks on a child.
public struct PosixProcessLauncher: ProcessLaunching {
    /// glibc's POSIX_SPAWN_SETSID, which the Swift Glibc module does not surface.
    private static let setSessionFlag: Int16 = 0x80

    public init() {}

    public func launch(_ arguments: [String]) -> Result<Int32, ProcessLaunchError> {
        guard let program = arguments.first, !program.isEmpty else {
            return .failure(ProcessLaunchError(reason: "no program given"))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in Int32(0)...Int32(2) {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Self.setSessionFlag)

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        var processID: pid_t = 0
        let status = posix_spawnp(&processID, program, &actions, &attributes, argv, environ)
        guard status == 0 else {
            return .failure(ProcessLaunchError(reason: "\(program): \(String(cString: strerror(status)))"))
        }
        return .success(processID)
    }

    public func exitStatus(of processID: Int32) -> Int32? {
        var status: Int32 = 0
        var reaped = waitpid(processID, &status, WNOHANG)
        while reaped < 0 && errno == EINTR {
            reaped = waitpid(processID, &status, WNOHANG)
        }
        if reaped == 0 { return nil }   // still running
        if reaped < 0 { return -1 }     // not our child (or already reaped)
        // WIFEXITED / WEXITSTATUS are macros; decode the wait status by hand.
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
