import Foundation

/// What a finished command left behind.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The raw bytes of stdout, for checks on control characters.
    var stdoutBytes: [UInt8]
}

/// Runs commands to completion with their output captured in files (no pipe can fill up and block).
enum ProcessRunner {
    /// The test process's environment without anything that would reach the real GitHub or
    /// change the output: no token, no colour switch, a UTF-8 locale.
    static func baseEnvironment(apiURL: String?, stateHome: String?) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["GH_TOKEN", "GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN", "GH_HOST", "COLORFGBG",
                     "NO_COLOR", "GITHUB_API_URL", "COLUMNS", "TMUX"] {
            environment[name] = nil
        }
        // Neither the developer's gh login nor their config.toml reaches the binary under test.
        environment["GH_CONFIG_DIR"] = "/nonexistent/gh-config"
        environment["GH_PATH"] = "/nonexistent/gh"
        environment["XDG_CONFIG_HOME"] = "/nonexistent/config"
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        if environment["TERM"]?.isEmpty ?? true { environment["TERM"] = "xterm-256color" }
        if let apiURL { environment["GITHUB_API_URL"] = apiURL }
        if let stateHome { environment["XDG_STATE_HOME"] = stateHome }
        return environment
    }

    /// Runs `executable` with stdin from /dev/null and waits for it (at most `timeout` seconds,
    /// then it is killed and the result says so in `stderr`).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    in scratch: ScratchDirectory, timeout: TimeInterval = 30) throws -> CommandResult {
        let label = UUID().uuidString.prefix(8)
        let stdoutPath = scratch.path("run-\(label).out")
        let stderrPath = scratch.path("run-\(label).err")
        let child = try ChildProcess(executable, arguments, environment: environment,
                                     stdout: stdoutPath, stderr: stderrPath)
        let (status, timedOut) = child.wait(timeout: timeout)
        let outBytes = [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: stdoutPath))) ?? Data())
        var errText = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        if timedOut { errText += "\n[killed by the test after \(Int(timeout)) s]" }
        return CommandResult(status: status, stdout: String(decoding: outBytes, as: UTF8.self),
                             stderr: errText, stdoutBytes: outBytes)
    }
}
