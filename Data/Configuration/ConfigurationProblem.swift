/// Something wrong in `config.toml`, as a sentence naming the file, the line and the problem;
/// the setting it concerns keeps its default.
public struct ConfigurationProblem: Equatable, Sendable {
    public var path: String
    /// 1-based; nil when the problem is the file as a whole.
    public var line: Int?
    public var problem: String

    public init(path: String, line: Int?, problem: String) {
        self.path = path
        self.line = line
        self.problem = problem
    }

    /// "~/.config/ghbrowse/config.toml, line 3: unknown setting “colour”".
    public var sentence: String {
        path + (line.map { ", line \($0)" } ?? "") + ": " + problem
    }
}
