#if canImport(Glibc)
import Glibc
#endif

/// `ProcessOutputCapturing` on `posix_spawnp` and a pipe: the child runs in a new session (so
/// a time-out kills its whole process group), standard input and error on `/dev/null`, standard
/// output into a pipe read with `poll` until the deadline. At most `outputLimit` bytes are kept.
public struct PosixOutputCapturingRunner: ProcessOutputCapturing {
    /// glibc's POSIX_SPAWN_SETSID, which the Swift Glibc module does not surface.
    private static let setSessionFlag: Int16 = 0x80
    private let outputLimit: Int

    public init(outputLimit: Int = 64 * 1024) {
        self.outputLimit = outputLimit
    }

    public func run(_ arguments: [String], timeLimit: Duration) -> CapturedProcessOutcome {
        let (program, readEnd, writeEnd): (String, Int32, Int32)
        switch CloseOnExecPipe.open(for: arguments) {
        case .success(let opened): (program, readEnd, writeEnd) = opened
        case .failure(let error): return .failedToStart(error)
        }
        defer { close(readEnd) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Self.setSessionFlag)

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        var processID: pid_t = 0
        var spawned = posix_spawnp(&processID, program, &actions, &attributes, argv, environ)
        // ETXTBSY: the program file is still open for writing somewhere (being installed or
        // updated, or inherited by another process forked meanwhile); it clears within moments.
        for _ in 0..<10 where spawned == ETXTBSY {
            usleep(20_000)
            spawned = posix_spawnp(&processID, program, &actions, &attributes, argv, environ)
        }
        close(writeEnd)
        guard spawned == 0 else {
            return .failedToStart(ProcessLaunchError(reason: "\(program): \(String(cString: strerror(spawned)))"))
        }

        let deadline = Self.nowMilliseconds() + Self.milliseconds(timeLimit)
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let left = deadline - Self.nowMilliseconds()
            if left <= 0 {
                kill(-processID, SIGKILL)
                _ = Self.waitBlocking(processID)
                return .timedOut
            }
            var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(left, 1000)))
            if ready < 0 && errno != EINTR { break }
            guard ready > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if count <= 0 { break } // end of output: the program closed it (normally by exiting)
            if output.count < outputLimit { output += chunk[0..<min(count, outputLimit - output.count)] }
        }
        // Output closed; the program should be exiting. Give it what is left of the time limit.
        while true {
            var status: Int32 = 0
            let reaped = waitpid(processID, &status, WNOHANG)
            if reaped == processID { return .exited(status: Self.decode(status), output: output) }
            if reaped < 0 && errno != EINTR { return .exited(status: -1, output: output) }
            if Self.nowMilliseconds() >= deadline {
                kill(-processID, SIGKILL)
                _ = Self.waitBlocking(processID)
                return .timedOut
            }
            usleep(2_000)
        }
    }

    private static func waitBlocking(_ processID: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
        return decode(status)
    }

    /// WIFEXITED / WEXITSTATUS are macros; decode the wait status by hand.
    private static func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    private static func nowMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }
}
