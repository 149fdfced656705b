#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import Highlight
import TextCells

/// Parses the arguments and runs the command, mapping outcomes to exit statuses:
/// 0 success, 1 when GitHub or the network fails, 2 for a usage error.
public enum CommandLineEntry {
    /// Runs the command and ends the process with its status, once no other thread is inside
    /// the highlighter (see `HighlightLibrary.closeForExit()`).
    public static func runAndExit(arguments: [String]) -> Never {
        let status = run(arguments: arguments)
        HighlightLibrary.closeForExit()
        exit(status)
    }

    public static func run(arguments: [String]) -> Int32 {
        // `--json FIELDS` as the hidden `--json-fields FIELDS`, for both parsers alike.
        let arguments = JSONFieldArguments.normalized(arguments)
        // The common forms skip ArgumentParser's command tree; anything else is its to read.
        if let command = QuickArguments.parse(arguments) { return command.run() }
        do {
            var command = try GHBrowseCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            // Long help on a terminal goes through the pager, as gh's and git's does.
            let environment = ProcessEnvironment.current()
            let paging = PagedOutput(paged: !arguments.contains("--no-pager"), environment: environment)
            defer { paging?.finish(environment: environment) }
            return report(error, standardOutput: paging?.sink ?? FileDescriptorSink(descriptor: STDOUT_FILENO),
                          standardError: FileDescriptorSink(descriptor: STDERR_FILENO))
        }
    }

    /// Writes what ArgumentParser has to say about `error` (help and version to standard output,
    /// a usage error to standard error) and returns the exit status. A command's own failure
    /// (`ExitCode`) was reported by the command already.
    static func report(_ error: Error, standardOutput: TextSink, standardError: TextSink) -> Int32 {
        let status = exitStatus(for: error)
        let message = GHBrowseCommand.fullMessage(for: error)
        if status == 0 {
            return writeCleanExit(message, standardOutput: standardOutput, standardError: standardError)
        } else if status == 2, !message.isEmpty {
            // Usage errors quote the arguments back, which may hold anything.
            standardError.write(TextSanitizer.multiline(message) + "\n")
        }
        return status
    }

    /// Writes the help or version text to standard output: 0, or 1 when it could not be written
    /// (a closed pipe is not a failure).
    static func writeCleanExit(_ message: String, standardOutput: TextSink, standardError: TextSink) -> Int32 {
        standardOutput.write(message + "\n")  // --help and --version
        if let failure = standardOutput.failure, failure != EPIPE {
            standardError.write("ghbrowse: could not write the output: \(String(cString: strerror(failure)))\n")
            return 1
        }
        return 0
    }

    /// 0 for --help/--version, the command's own status for a failure it reported, 2 for any
    /// parsing or validation error.
    static func exitStatus(for error: Error) -> Int32 {
        if GHBrowseCommand.exitCode(for: error) == .success { return 0 }
        if let exit = error as? ExitCode { return exit.rawValue }
        return 2
    }
}
