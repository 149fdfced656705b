import ArgumentParser

/// Parses the arguments and runs the command, mapping outcomes to exit statuses:
/// 0 success, 1 when GitHub or the network fails, 2 for a usage error.
public enum CommandLineEntry {
    public static func run(arguments: [String]) -> Int32 {
        do {
            var command = try GHBrowseCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            let code = GHBrowseCommand.exitCode(for: error)
            if code == .success {
                // --help and --version.
                TerminalOutput.write(GHBrowseCommand.fullMessage(for: error) + "\n")
                return 0
            }
            if let exit = error as? ExitCode {
                return exit.rawValue
            }
            let message = GHBrowseCommand.fullMessage(for: error)
            writeToStandardError(message.isEmpty ? "" : message + "\n")
            return 2
        }
    }
}
