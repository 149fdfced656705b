#if canImport(Glibc)
import Glibc
#endif

/// Last-resort terminal restoration when the process dies of a fatal signal (a trap, an abort):
/// puts back the saved terminal modes, turns mouse reporting (every protocol ncurses may have
/// asked for) and the keypad's application mode off, leaves the alternate screen and shows the cursor,
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
        // Mouse reporting off (X10/normal, button, any-motion, SGR and urxvt encodings), normal
        // cursor keys and keypad (rmkx), leave the alternate screen, reset attributes, show the cursor.
        let reset: StaticString = "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1015l\u{1B}[?1l\u{1B}>\u{1B}[?1049l\u{1B}[0m\u{1B}[?25h\r\n"
        _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
    }
}
