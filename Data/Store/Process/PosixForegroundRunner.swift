#if canImport(Glibc)
import Glibc
#endif

/// Runs an editor or a pager with `posix_spawnp` on the terminal ghbrowse handed over, and
/// waits for it. While it runs, ghbrowse ignores SIGINT and SIGQUIT (a Ctrl-C in the pager is
/// the pager's, not a reason for ghbrowse to quit); the child gets their default actions back.
public struct PosixForegroundRunner: ForegroundProgramRunning {
    public init() {}

    public func run(_ arguments: [String]) -> Result<Int32, ProcessLaunchError> {
        guard let program = arguments.first, !program.isEmpty else {
            return .failure(ProcessLaunchError(reason: "no program given"))
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGINT, SIGQUIT, SIGTSTP, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        var processID: pid_t = 0
        let status = posix_spawnp(&processID, program, nil, &attributes, argv, environ)
        guard status == 0 else {
            return .failure(ProcessLaunchError(reason: "\(program): \(String(cString: strerror(status)))"))
        }
        var waitStatus: Int32 = 0
        var reaped = waitpid(processID, &waitStatus, 0)
        while reaped < 0 && errno == EINTR {
            reaped = waitpid(processID, &waitStatus, 0)
        }
        guard reaped == processID else { return .success(-1) }
        let signalNumber = waitStatus & 0x7F
        return .success(signalNumber == 0 ? (waitStatus >> 8) & 0xFF : 128 + signalNumber)
    }
}
