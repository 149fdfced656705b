import Store

/// Reads `config.toml` (TOMLKit) into an `AppConfiguration`. Every problem is a sentence naming
/// the file, the line and what is wrong (an unknown name, a bad value, a key bound twice in
/// one section), and the setting concerned keeps its default; no file is fine. A file over 64 KB,
/// or one whose key paths nest deeper than `TOMLNestingCheck.maximumDepth`, is refused whole
/// before it is parsed, so reading any file that is accepted takes time linear in its size.
public enum ConfigurationFile {
    /// What loading found.
    public struct Loaded: Equatable, Sendable {
        public var path: String
        /// Whether the file exists.
        public var found: Bool
        public var configuration: AppConfiguration
        public var problems: [ConfigurationProblem]
    }

    /// `$XDG_CONFIG_HOME/ghbrowse/config.toml`, else `~/.config/ghbrowse/config.toml`.
    public static func path(environment: [String: String]) -> String {
        if let directory = environment["XDG_CONFIG_HOME"], !directory.isEmpty { return directory + "/ghbrowse/config.toml" }
        return (environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? ".") + "/.config/ghbrowse/config.toml"
    }

    /// Reads the file at `path`; its `[keys]` are checked against `catalog`, built only when there
    /// is a file to check (the key table costs about 2 M instructions at start-up).
    public static func load(path: String, catalog: @autoclosure () -> KeyCatalog) -> Loaded {
        switch PosixFiles.read(path, limit: largestFile) {
        case .missing, .parentNotDirectory:
            return Loaded(path: path, found: false, configuration: AppConfiguration(), problems: [])
        case .tooLarge:
            return Loaded(path: path, found: true, configuration: AppConfiguration(),
                          problems: [ConfigurationProblem(path: path, line: nil,
                                                          problem: "larger than 64 KB; every setting keeps its default")])
        case .failed(let reason):
            return Loaded(path: path, found: true, configuration: AppConfiguration(),
                          problems: [ConfigurationProblem(path: path, line: nil,
                                                          problem: reason + "; every setting keeps its default")])
        case .contents(let bytes):
            let (configuration, problems) = parse(String(decoding: bytes, as: UTF8.self), path: path, catalog: catalog())
            return Loaded(path: path, found: true, configuration: configuration, problems: problems)
        }
    }

    /// The line (from 1) of the first control character other than tab, CR and LF, if any.
    static func lineWithControlCharacter(_ bytes: [UInt8]) -> Int? {
        var line = 1
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                line += 1
            } else if (byte < 0x20 && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r")) || byte == 0x7F {
                return line
            }
        }
        return nil
    }

    /// The largest `config.toml` read; ghbrowse's own, every key listed, is about 4 KB.
    static let largestFile = 64 << 10

    /// Parses the text of a `config.toml`.
    public static func parse(_ text: String, path: String, catalog: KeyCatalog)
        -> (AppConfiguration, [ConfigurationProblem]) {
        let bytes = Array(text.utf8)
        if let line = lineWithControlCharacter(bytes) {
            // TOML allows none (tab aside), and toml++ asserts on a NUL in a table header.
            return (AppConfiguration(), [ConfigurationProblem(
                path: path, line: line,
                problem: "a control character, which TOML does not allow; every setting keeps its default")])
        }
        if let (line, depth) = TOMLNestingCheck.lineBeyondLimit(bytes) {
            return (AppConfiguration(), [ConfigurationProblem(
                path: path, line: line,
                problem: "a key path \(depth) levels deep (at most \(TOMLNestingCheck.maximumDepth)); "
                    + "every setting keeps its default")])
        }
        let table: TOMLTable
        switch TOMLParser.parse(text) {
        case .success(let parsed):
            table = parsed
        case .failure(let error):
            return (AppConfiguration(), [ConfigurationProblem(
                path: path, line: error.line,
                problem: "not valid TOML (\(error.message)); every setting keeps its default")])
        }
        var reader = SettingsReader(path: path, lines: TOMLLineIndex(text), catalog: catalog)
        reader.read(table)
        // In the file's order, whatever order the settings were checked in.
        let ordered = reader.problems.enumerated().sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
        return (reader.configuration, ordered.map(\.element))
    }
}
