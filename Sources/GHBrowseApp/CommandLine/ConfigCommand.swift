import ArgumentParser
import Configuration
import TextCells
import Usecases

/// `ghbrowse config`: where the configuration file is, and the settings in force (defaults
/// included) as valid TOML, ready to be saved there and edited.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print the configuration file's path and the settings in force, as TOML.",
        discussion: """
            The file is $XDG_CONFIG_HOME/ghbrowse/config.toml (default ~/.config/ghbrowse/config.toml). \
            Problems in it are reported on standard error, and the exit status is then 1; the settings concerned \
            keep their defaults.
            """)

    @OptionGroup var color: ColorOption

    func run() throws {
        let environment = ProcessEnvironment.current()
        let output = CommandLineOutput.process(environment: environment, color: color.color)
        let loaded = ConfigurationFile.load(path: ConfigurationFile.path(environment: environment), catalog: .ghbrowse)
        let status = Self.report(loaded, to: output)
        if status != 0 { throw ExitCode(status) }
    }

    /// Writes the settings to standard output and each problem to standard error: 0, or 1 when
    /// any setting was rejected (a script can tell a clean file from one that was partly ignored).
    static func report(_ loaded: ConfigurationFile.Loaded, to output: CommandLineOutput) -> Int32 {
        output.write(text(loaded))
        for problem in loaded.problems { output.writeError("ghbrowse: " + problem.sentence) }
        let context = CommandLineContext(output: output, clock: SystemDateProvider(), hasToken: false)
        return context.finish(loaded.problems.isEmpty ? Int32(0) : CommandLineContext.failureStatus)
    }

    /// A comment naming the file (and whether it exists), then the settings as TOML.
    static func text(_ loaded: ConfigurationFile.Loaded) -> String {
        let state = loaded.found ? (loaded.problems.isEmpty ? "" : " (with problems: see standard error)")
            : " (not found: these are the defaults)"
        return "# \(TextSanitizer.singleLine(loaded.path))\(state)\n"
            + ConfigurationTOML.render(loaded.configuration, catalog: .ghbrowse)
    }
}
