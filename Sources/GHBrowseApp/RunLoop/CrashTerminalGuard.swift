#if canImport(Glibc)
import Glibc
#endif

/// Last-resort terminal restoration when the process dies of a fatal signal (a trap, an abort):
/// puts back the saved terminal modes, leaves the alternate screen and shows the cursor,
/// using only async-signal-safe calls, then lets the signal take its course.
enum CrashTerminalGuard {
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var hasSaved = false

    /// Saves the terminal's current modes; call before ncurses changes them.
    static func install() {
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
        hasSaved = true
        for signalNumber in [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE] {
            signal(signalNumber) { number in
                CrashTerminalGuard.restore()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    private static func restore() {
        if hasSaved { _ = tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        // Leave the alternate screen, reset attributes, show the cursor.
        let reset: StaticString = "\u{1B}[?1049l\u{1B}[0m\u{1B}[?25h\r\n"
        _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
    }
}
