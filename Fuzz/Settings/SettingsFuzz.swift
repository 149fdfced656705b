import Auth
import Configuration

/// Fuzz target: the two files a user (or whatever wrote them) hands ghbrowse at start-up. The
/// first byte picks which: even, `config.toml`; odd, gh's `hosts.yml`. Any input must come back
/// without a trap or a stack overflow, in time linear in its size (libFuzzer's `-timeout` catches
/// a slow one). A configuration that was read must survive `ghbrowse config`'s rendering: read
/// again, it is the same, with no problem; a token taken from `hosts.yml` has a token's shape.
public enum SettingsFuzz {
    /// The key table the configuration is checked against: two sections, as the app's has.
    static let catalog = KeyCatalog(sections: [
        .init(name: "results", requests: [("move-down", [.down, .character("j")]), ("move-up", [.up, .character("k")]),
                                          ("open", [.enter]), ("quit", [.character("q")])]),
        .init(name: "detail", requests: [("move-down", [.down, .character("j")]), ("back", [.escape, .character("q")])]),
    ])

    public static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        if selector % 2 == 0 {
            configuration(text)
        } else {
            hosts(text)
        }
    }

    private static func configuration(_ text: String) {
        let (configuration, problems) = ConfigurationFile.parse(text, path: "config.toml", catalog: catalog)
        for problem in problems {
            precondition(problem.line.map { $0 >= 1 } ?? true, "a problem on line \(problem.line ?? 0)")
        }
        let rendered = ConfigurationTOML.render(configuration, catalog: catalog)
        let (again, renderedProblems) = ConfigurationFile.parse(rendered, path: "config.toml", catalog: catalog)
        precondition(renderedProblems.isEmpty, "ghbrowse config's own output has problems: \(renderedProblems)")
        precondition(again.theme == configuration.theme && again.mouse == configuration.mouse
                     && again.sort == configuration.sort && again.order == configuration.order
                     && again.cacheSizeMiB == configuration.cacheSizeMiB, "a setting changed through ghbrowse config")
    }

    private static func hosts(_ text: String) {
        guard case .success(let file) = HostsFile.parse(text, path: "hosts.yml") else { return }
        for host in file.hosts {
            guard let token = file.entry(for: host)?.oauthToken, TokenShape.accepts(token) else { continue }
            precondition(token.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "a token with a control or space")
        }
    }
}
