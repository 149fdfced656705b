import Foundation
import Glibc

/// A child started with `posix_spawn`, its standard streams on files, every other descriptor closed.
///
/// Foundation's `Process` notices a child's end through a socket the child inherits; a child
/// that daemonizes (the tmux client starting its server) keeps that socket open forever and
/// `waitUntilExit()` never returns. Plain `waitpid` has no such problem.
final class ChildProcess {
    let pid: pid_t
    private var exitStatus: Int32?

    /// - Parameters:
    ///   - stdout/stderr: files the streams are appended to (created if missing).
    init(_ executable: String, _ arguments: [String], environment: [String: String],
         stdin: String = "/dev/null", stdout: String, stderr: String) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        Self.closeInheritedDescriptors(&actions)

        // The test runner's signal mask and dispositions are not the child's business.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGPIPE, SIGCHLD, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH] {
            sigaddset(&defaults, signalNumber)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw EndToEndFailure("cannot start \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// Closes every descriptor above 2 in the child: glibc's `posix_spawn_file_actions_addclosefrom_np`
    /// (not in the Swift Glibc module, so looked up), else each descriptor listed in /proc/self/fd.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
            if closeFrom(&actions, 3) == 0 { return }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in names.compactMap(Int32.init) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// The exit status once ended (128 + n when killed by signal n), nil while running.
    func poll() -> Int32? {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid else { return nil }
        let signal = status & 0x7F
        exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return exitStatus
    }

    var isRunning: Bool { poll() == nil }

    /// Waits for the end; after `timeout` seconds the child is killed (and `timedOut` says so).
    func wait(timeout: TimeInterval) -> (status: Int32, timedOut: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let status = poll() { return (status, false) }
            if Date() > deadline {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
                exitStatus = 128 + SIGKILL
                return (128 + SIGKILL, true)
            }
            usleep(2_000)
        }
    }

    /// Sends SIGTERM and waits (SIGKILL after 5 s).
    func terminate() {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        _ = wait(timeout: 5)
    }
}
