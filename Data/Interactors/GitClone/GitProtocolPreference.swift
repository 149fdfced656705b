#if canImport(Glibc)
import Glibc
#endif
import Store

/// Whether to clone over ssh: `git config hub.protocol` (hub's setting) says `ssh`, or else gh's
/// `git_protocol` in its `config.yml` (`$GH_CONFIG_DIR`, `$XDG_CONFIG_HOME/gh`, `~/.config/gh`) does;
/// https otherwise. (git's own `url.*.insteadOf` rewrites are git's business, applied by it.)
public enum GitProtocolPreference {
    public static func resolve() -> GitCloneProtocol {
        if let git = gitSetting() { return git }
        return ghSetting() ?? .https
    }

    static func gitSetting() -> GitCloneProtocol? {
        let outcome = PosixOutputCapturingRunner(outputLimit: 256).run(["git", "config", "--get", "hub.protocol"],
                                                                       timeLimit: .seconds(2))
        guard case .exited(status: 0, output: let output) = outcome else { return nil }
        return parse(String(decoding: output, as: UTF8.self))
    }

    static func ghSetting() -> GitCloneProtocol? {
        guard let directory = ghConfigDirectory(),
              case .contents(let bytes) = PosixFiles.read(directory + "/config.yml", limit: 256 * 1024) else { return nil }
        return ghProtocol(inConfig: String(decoding: bytes, as: UTF8.self))
    }

    /// The top-level `git_protocol:` of gh's `config.yml` (quotes allowed), if any.
    static func ghProtocol(inConfig text: String) -> GitCloneProtocol? {
        for line in text.split(separator: "\n") where line.hasPrefix("git_protocol:") {
            let value = line.dropFirst("git_protocol:".count).filter { $0 != "\"" && $0 != "'" }
            return parse(String(value))
        }
        return nil
    }

    static func parse(_ value: String) -> GitCloneProtocol? {
        switch value.trimmingWhitespace() {
        case "ssh": return .ssh
        case "https": return .https
        default: return nil
        }
    }

    private static func ghConfigDirectory() -> String? {
        if let value = variable("GH_CONFIG_DIR") { return value }
        if let value = variable("XDG_CONFIG_HOME") { return value + "/gh" }
        return variable("HOME").map { $0 + "/.config/gh" }
    }

    private static func variable(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
