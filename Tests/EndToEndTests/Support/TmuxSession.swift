import Foundation
import XCTest

/// A private tmux server (its own socket, `tmux -L NAME`) running one ghbrowse in a detached
/// 100x30 window, read back with `capture-pane` as a person would see it.
///
/// ghbrowse runs under a small bash script that records its pid, then prints `EXITED:<status>`
/// and `TTY:<icanon state> <echo state>` once it has ended, so tests can check the terminal was restored.
final class TmuxSession {
    static let target = "e2e"
    static let defaultTimeout: TimeInterval = 15

    let socketName: String
    private let scratch: ScratchDirectory
    private let environment: [String: String]
    private var started = false
    private var launches = 0

    init(scratch: ScratchDirectory, label: String) throws {
        self.scratch = scratch
        socketName = "ghbrowse-e2e-\(label)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        environment = ProcessRunner.baseEnvironment(apiURL: nil, stateHome: nil)
        let version = try? ProcessRunner.run("/usr/bin/env", ["tmux", "-V"], environment: environment,
                                             in: scratch, timeout: 10)
        guard let version, version.status == 0 else {
            throw EndToEndFailure("tmux is needed for the end-to-end tests: install it (`scripts/install-deps.sh tmux`, which `scripts/test.sh` runs)")
        }
    }

    var pidFile: String { scratch.path("ghbrowse-\(launches).pid") }

    /// Starts (or restarts, on a fresh tmux server) ghbrowse with `arguments` in a `width`x`height` window.
    /// `term` overrides the TERM tmux sets (`screen`), e.g. `xterm-256color` for SGR mouse reports.
    /// `cacheHome` is `XDG_CACHE_HOME`, so the response cache is the test's own.
    /// `program` runs another ghbrowse than the one built beside the tests (an installed one).
    /// `windowBackground` (a tmux colour, `white`) is the pane's background, which tmux then
    /// reports when asked with OSC 11; without it tmux answers no such question.
    func launchGhbrowse(_ arguments: [String], apiURL: String, stateHome: String, cacheHome: String,
                        width: Int = 100, height: Int = 30, term: String? = nil,
                        environment extra: [String: String] = [:], program: String? = nil,
                        windowBackground: String? = nil) throws {
        let binary = try program ?? BuiltBinaries.ghbrowse()
        if started { kill() }
        launches += 1
        let script = """
            #!/bin/bash
            cd \(shellQuoted(scratch.url.path))
            unset GH_TOKEN GITHUB_TOKEN GH_ENTERPRISE_TOKEN GITHUB_ENTERPRISE_TOKEN GH_HOST COLORFGBG NO_COLOR COLUMNS LINES
            # Neither the developer's gh login nor their config.toml reaches the binary under test.
            export GH_CONFIG_DIR=\(shellQuoted(scratch.path("gh-config"))) GH_PATH=/nonexistent/gh
            export XDG_CONFIG_HOME=\(shellQuoted(scratch.path("config")))
            export GITHUB_API_URL=\(shellQuoted(apiURL))
            export XDG_STATE_HOME=\(shellQuoted(stateHome))
            export XDG_CACHE_HOME=\(shellQuoted(cacheHome))
            export LANG=C.UTF-8 LC_ALL=C.UTF-8
            \(term.map { "export TERM=\(shellQuoted($0))" } ?? "")
            \(extra.sorted { $0.key < $1.key }.map { "export \($0.key)=\(shellQuoted($0.value))" }.joined(separator: "\n"))
            bash -c 'echo $$ > "$0"; exec "$@"' \(shellQuoted(pidFile)) \(([binary] + arguments).map(shellQuoted).joined(separator: " "))
            echo "EXITED:$?"
            echo "TTY:$(stty -a | grep -o -- '-\\?icanon') $(stty -a | grep -ow -- '-\\?echo')"
            sleep 600
            """
        let scriptPath = scratch.path("launch-\(launches).sh")
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let style = windowBackground.map { ["start-server", ";", "set-option", "-g", "window-style", "bg=\($0)", ";"] } ?? []
        var result = tmux(style + ["new-session", "-d", "-s", Self.target, "-x", "\(width)", "-y", "\(height)",
                                   "bash \(shellQuoted(scriptPath))"])
        // A relaunch right after `kill()` can meet the old server still going away on the socket.
        for _ in 0..<10 where result.status != 0 && result.stderr.contains("server exited unexpectedly") {
            usleep(100_000)
            result = tmux(style + ["new-session", "-d", "-s", Self.target, "-x", "\(width)", "-y", "\(height)",
                                   "bash \(shellQuoted(scriptPath))"])
        }
        guard result.status == 0 else {
            throw EndToEndFailure("tmux new-session failed (\(result.status)): \(result.stderr)")
        }
        started = true
    }

    /// Runs one tmux command against this session's private server.
    @discardableResult
    func tmux(_ arguments: [String]) -> CommandResult {
        do {
            return try ProcessRunner.run("/usr/bin/env", ["tmux", "-u", "-f", "/dev/null", "-L", socketName] + arguments,
                                         environment: environment, in: scratch, timeout: 10)
        } catch {
            return CommandResult(status: -1, stdout: "", stderr: "\(error)", stdoutBytes: [])
        }
    }

    /// Sends tmux key names (`Down`, `Enter`, `Escape`, `C-c`, `NPage`, `j` …), one key each.
    func sendKeys(_ keys: String...) {
        for key in keys {
            tmux(["send-keys", "-t", Self.target, key])
        }
    }

    /// Types `text` literally, as a person typing it.
    func type(_ text: String) {
        tmux(["send-keys", "-t", Self.target, "-l", text])
    }

    /// The visible screen, one string per row (without colours unless `attributes`).
    func screen(attributes: Bool = false) -> [String] {
        let arguments = ["capture-pane", "-p", "-t", Self.target] + (attributes ? ["-e"] : [])
        let text = tmux(arguments).stdout
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    func screenText() -> String {
        screen().joined(separator: "\n")
    }

    /// Polls the screen until `condition` holds; fails the test (showing the last screen) after `timeout`.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = TmuxSession.defaultTimeout, reportingFailure: Bool = true,
                 file: StaticString = #filePath, line: UInt = #line,
                 until condition: ([String]) -> Bool) -> [String]? {
        let deadline = Date().addingTimeInterval(timeout)
        var lines = screen()
        var previous: [String]?
        // A capture can catch ncurses half way through a frame: only a screen that meets the
        // condition on two captures in a row, unchanged, counts as drawn.
        while !(condition(lines) && previous == lines) {
            if Date() > deadline {
                if reportingFailure {
                    XCTFail("timed out after \(Int(timeout)) s waiting for \(what); the screen was:\n"
                            + lines.joined(separator: "\n"), file: file, line: line)
                }
                return nil
            }
            previous = condition(lines) ? lines : nil
            usleep(30_000)
            lines = screen()
        }
        return lines
    }

    /// Waits until every one of `texts` is on the screen.
    @discardableResult
    func waitForText(_ texts: String..., timeout: TimeInterval = TmuxSession.defaultTimeout,
                     file: StaticString = #filePath, line: UInt = #line) -> [String]? {
        waitFor(texts.map { "“\($0)”" }.joined(separator: " and "), timeout: timeout, file: file, line: line) { lines in
            let text = lines.joined(separator: "\n")
            return texts.allSatisfy { text.contains($0) }
        }
    }

    /// The text of the highlighted (reverse-video) result row, if any: rows 2 … last-1.
    func selectedRow() -> String? {
        let lines = screen(attributes: true)
        guard lines.count > 3 else { return nil }
        for line in lines[2..<(lines.count - 1)] where Self.hasReverseVideo(line) {
            return Self.strippingEscapes(line).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// Waits until the highlighted row starts with `fullName`.
    @discardableResult
    func waitForSelection(_ fullName: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let deadline = Date().addingTimeInterval(Self.defaultTimeout)
        var selected = selectedRow()
        while selected.map({ Self.firstField($0) }) != fullName {
            if Date() > deadline {
                XCTFail("expected \(fullName) to be the selected row, found \(selected ?? "no selected row"); screen:\n"
                        + screenText(), file: file, line: line)
                return false
            }
            usleep(30_000)
            selected = selectedRow()
        }
        return true
    }

    /// Resizes the window (the app gets SIGWINCH, as when a person resizes the terminal).
    func resize(width: Int, height: Int) {
        tmux(["resize-window", "-t", Self.target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Whether the pane is on the alternate screen (a full-screen program is still drawing).
    var isAlternateScreenOn: Bool {
        tmux(["display-message", "-p", "-t", Self.target, "#{alternate_on}"]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// The pid ghbrowse runs as, once it has started.
    var appPID: pid_t? {
        (try? String(contentsOfFile: pidFile, encoding: .utf8))
            .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Waits for the launcher's `EXITED:` line and returns ghbrowse's exit status and the TTY line.
    func waitForExit(file: StaticString = #filePath, line: UInt = #line) -> (status: Int, tty: String)? {
        guard let lines = waitFor("ghbrowse to exit (EXITED: line)", file: file, line: line, until: { lines in
            lines.contains { $0.hasPrefix("TTY:") }
        }) else { return nil }
        guard let exited = lines.first(where: { $0.hasPrefix("EXITED:") }),
              let status = Int(exited.dropFirst("EXITED:".count).trimmingCharacters(in: .whitespaces)),
              let tty = lines.first(where: { $0.hasPrefix("TTY:") }) else {
            XCTFail("no EXITED:/TTY: lines on the screen:\n" + lines.joined(separator: "\n"), file: file, line: line)
            return nil
        }
        return (status, String(tty.dropFirst("TTY:".count)))
    }

    /// Stops the tmux server (and so everything running in it).
    func kill() {
        tmux(["kill-server"])
        started = false
    }

    // MARK: Text helpers

    /// The first column of a result row: `owner/name`.
    static func firstField(_ row: String) -> String {
        String(row.trimmingCharacters(in: .whitespaces).prefix { $0 != " " })
    }

    static func strippingEscapes(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;:?]*[ -/]*[@-~]", with: "", options: .regularExpression)
    }

    /// Every SGR parameter (`1`, `7`, `33` …) that styles `lines` as tmux re-renders them with `-e`:
    /// an escape sequence leaking from the app's text would show up here as a style tmux applied.
    static func styleParameters(_ lines: [String]) -> Set<String> {
        guard let expression = try? NSRegularExpression(pattern: "\u{1B}\\[([0-9;:]*)m") else { return [] }
        var parameters: Set<String> = []
        for line in lines {
            for match in expression.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                guard let range = Range(match.range(at: 1), in: line) else { continue }
                parameters.formUnion(Self.attributes(in: line[range]))
            }
        }
        return parameters
    }

    /// The attributes of one SGR sequence's parameters, an extended colour as one (`38;5;81` is
    /// a colour, not blink): `1;38;5;81` → `1`, `38;5;81`.
    static func attributes(in parameters: Substring) -> [String] {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        var result: [String] = []
        var index = 0
        while index < numbers.count {
            let extended = ["38", "48", "58"].contains(numbers[index]) && index + 1 < numbers.count
            let length = !extended ? 1 : numbers[index + 1] == "5" ? 3 : numbers[index + 1] == "2" ? 5 : 1
            result.append(numbers[index..<min(index + length, numbers.count)].joined(separator: ";"))
            index += length
        }
        return result
    }

    /// Whether an SGR sequence in `line` turns on reverse video (parameter 7).
    static func hasReverseVideo(_ line: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: "\u{1B}\\[([0-9;:]*)m") else { return false }
        let range = NSRange(line.startIndex..., in: line)
        for match in expression.matches(in: line, range: range) {
            guard let parameters = Range(match.range(at: 1), in: line) else { continue }
            if Self.attributes(in: line[parameters]).contains("7") { return true }
        }
        return false
    }
}

/// `text` in single quotes for bash.
func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
