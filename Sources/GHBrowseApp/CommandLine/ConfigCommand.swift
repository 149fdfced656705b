import ArgumentParser
import Configuration
import TextCells

/// `ghbrowse config`: where the configuration file is, and the settings in force (defaults
/// included) as valid TOML, ready to be saved there and edited.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the configuration file's path and the settings in force, as TOML.",
        discussion: """
            The file is $XDG_CONFIG_HOME/ghbrowse/config.toml (default ~/.config/ghbrowse/config.toml).
            Problems in it are reported on standard error; the settings concerned keep their defaults.
            """)

    func run() throws {
        let environment = ProcessEnvironment.current()
        let output = CommandLineOutput.process(environment: environment)
        let loaded = ConfigurationFile.load(path: ConfigurationFile.path(environment: environment), catalog: .ghbrowse)
        output.write(Self.text(loaded))
        for problem in loaded.problems { output.writeError("ghbrowse: " + problem.sentence) }
    }

    /// A comment naming the file (and whether it exists), then the settings as TOML.
    static func text(_ loaded: ConfigurationFile.Loaded) -> String {
        let state = loaded.found ? (loaded.problems.isEmpty ? "" : " (with problems: see standard error)")
            : " (not found: these are the defaults)"
        return "# \(TextSanitizer.singleLine(loaded.path))\(state)\n"
            + ConfigurationTOML.render(loaded.configuration, catalog: .ghbrowse)
    }
}
