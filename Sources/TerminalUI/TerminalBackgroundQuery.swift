#if canImport(Glibc)
import Glibc
#endif

/// Asks the terminal for its background colour (OSC 11) before the first frame, for `--theme
/// auto` where `COLORFGBG` says nothing (xterm sets none). A primary device-attributes request
/// (`ESC [ c`) follows the question: every terminal answers that one, so one that does not know
/// OSC 11 costs a round trip, not the timeout. Only a terminal is asked (`/dev/tty`, with
/// standard output a terminal too), in raw mode for the answer's length, and the modes are put back.
public enum TerminalBackgroundQuery {
    /// The background the terminal reports, or nil when there is no terminal, it does not say
    /// within `timeoutMilliseconds`, or its answer cannot be read.
    public static func ask(timeoutMilliseconds: Int32 = 150) -> TerminalBackground? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        let terminal = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else { return nil }
        defer { close(terminal) }
        var saved = termios()
        guard tcgetattr(terminal, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.c_cc.6 = 0 // VMIN
        raw.c_cc.5 = 0 // VTIME
        guard tcsetattr(terminal, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(terminal, TCSANOW, &saved) }
        let question = Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
        guard question.withUnsafeBytes({ write(terminal, $0.baseAddress, $0.count) }) == question.count else { return nil }
        let answer = read(from: terminal, timeoutMilliseconds: timeoutMilliseconds)
        return BackgroundColorReply.background(in: answer)
    }

    /// Reads until the device-attributes answer (`ESC [ ? … c`) has come, or the time is up.
    private static func read(from terminal: Int32, timeoutMilliseconds: Int32) -> [UInt8] {
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var start = timespec()
        clock_gettime(CLOCK_MONOTONIC, &start)
        while answer.count < 1_024 {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            let elapsed = Int32((now.tv_sec - start.tv_sec) * 1_000 + (now.tv_nsec - start.tv_nsec) / 1_000_000)
            guard elapsed < timeoutMilliseconds else { break }
            var poller = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, timeoutMilliseconds - elapsed) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(terminal, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            answer += buffer[0..<count]
            if holdsDeviceAttributes(answer) { break }
        }
        return answer
    }

    /// Whether `bytes` hold a whole primary device-attributes answer: `ESC [ ?`, digits and `;`, `c`.
    public static func holdsDeviceAttributes(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "["), bytes[index + 2] == UInt8(ascii: "?") {
                var end = index + 3
                while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "c") { return true }
            }
            index += 1
        }
        return false
    }
}
