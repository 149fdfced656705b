import Store
import Yams

/// gh's `hosts.yml`: for each host, the token gh stored in the file (`oauth_token`, absent when
/// gh keeps it in the system's secure storage) and the login it belongs to (`user`).
public struct HostsFile: Equatable, Sendable {
    /// One host's entry.
    public struct Entry: Equatable, Sendable {
        public var oauthToken: String?
        public var user: String?

        public init(oauthToken: String? = nil, user: String? = nil) {
            self.oauthToken = oauthToken
            self.user = user
        }
    }

    /// Entries by normalized host name.
    public var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// The host names, sorted.
    public var hosts: [String] { entries.keys.sorted() }

    public func entry(for host: String) -> Entry? {
        entries[GitHubHostNames.normalized(host)]
    }

    /// Where gh keeps it: `$GH_CONFIG_DIR/hosts.yml`, else `$XDG_CONFIG_HOME/gh/hosts.yml`, else
    /// `~/.config/gh/hosts.yml`; nil without any of these variables.
    public static func path(environment: [String: String]) -> String? {
        if let directory = HostResolution.nonEmpty(environment["GH_CONFIG_DIR"]) { return directory + "/hosts.yml" }
        if let directory = HostResolution.nonEmpty(environment["XDG_CONFIG_HOME"]) { return directory + "/gh/hosts.yml" }
        if let home = HostResolution.nonEmpty(environment["HOME"]) { return home + "/.config/gh/hosts.yml" }
        return nil
    }

    /// Reads and parses the file at `path`: no file is an empty `HostsFile`; one that cannot be
    /// read or parsed is a sentence naming the file (never quoting it: it may hold a token).
    public static func load(path: String) -> Result<HostsFile, HostsFileError> {
        switch PosixFiles.read(path, limit: 1 << 20) {
        case .missing, .parentNotDirectory:
            return .success(HostsFile())
        case .tooLarge:
            return .failure(HostsFileError(sentence: "\(path) is larger than 1 MB; ignored"))
        case .failed(let reason):
            return .failure(HostsFileError(sentence: reason))
        case .contents(let bytes):
            return parse(String(decoding: bytes, as: UTF8.self), path: path)
        }
    }

    /// Parses the text of a `hosts.yml` with Yams, after checking that it nests no deeper than
    /// `YAMLNestingCheck.maximumDepth` (deeper text would overflow Yams' recursive composer).
    public static func parse(_ text: String, path: String) -> Result<HostsFile, HostsFileError> {
        if let line = YAMLNestingCheck.lineBeyondLimit(Array(text.utf8)) {
            return .failure(HostsFileError(sentence: "\(path) nests deeper than \(YAMLNestingCheck.maximumDepth) levels "
                                           + "(line \(line)); ignored"))
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            return .failure(HostsFileError(sentence: "\(path) is not valid YAML\(Self.place(of: error)); ignored"))
        }
        guard let root else { return .success(HostsFile()) }
        guard let mapping = root.mapping else {
            return .failure(HostsFileError(sentence: "\(path) is not a mapping of host names; ignored"))
        }
        var entries: [String: Entry] = [:]
        for (key, value) in mapping {
            guard let host = key.string, !host.isEmpty else { continue }
            var entry = Entry()
            if let fields = value.mapping {
                entry.oauthToken = fields["oauth_token"]?.string.flatMap { $0.isEmpty ? nil : $0 }
                entry.user = fields["user"]?.string.flatMap { $0.isEmpty ? nil : $0 }
            }
            entries[GitHubHostNames.normalized(host)] = entry
        }
        return .success(HostsFile(entries: entries))
    }

    /// " (line 3, column 5: mapping values are not allowed in this context)": the place and
    /// libyaml's fixed description, never the text around it.
    private static func place(of error: Error) -> String {
        guard let yamlError = error as? YamlError else { return "" }
        switch yamlError {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return " (line \(mark.line), column \(mark.column): \(problem))"
        case .reader(let problem, _, _, _):
            return " (\(problem))"
        default:
            return ""
        }
    }
}

/// Why `hosts.yml` was not used, as a sentence.
public struct HostsFileError: Error, Equatable, Sendable {
    public var sentence: String

    public init(sentence: String) {
        self.sentence = sentence
    }
}
