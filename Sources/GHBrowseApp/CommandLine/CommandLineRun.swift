import ArgumentParser
import Entities
import Interactors
import PresentationKit

/// What `search` and `view` share: the services, a UI thread to receive answers on, and one
/// way to report GitHub's failures (a sentence on stderr, exit status 1).
@MainActor
struct CommandLineRun {
    let environment = ProcessEnvironment.current()
    let services: AppServices
    let events = UIEventQueue()

    init() {
        services = AppServices(environment: environment, historyFile: nil, noMouse: true)
    }

    /// Runs `body` on the main thread (the command line's UI thread); a non-zero status it
    /// returns becomes the process's exit status.
    nonisolated static func perform(_ body: @MainActor (CommandLineRun) -> Int32) throws {
        let status = MainActor.assumeIsolated { body(CommandLineRun()) }
        if status != 0 { throw ExitCode(status) }
    }

    /// Says why GitHub or the network failed, on stderr; returns the exit status for it.
    func fail(_ error: GitHubError) -> Int32 {
        let sentence = ErrorSentence.describe(error, now: SystemDateProvider().now, hasToken: services.hasToken)
        writeToStandardError("ghbrowse: \(sentence)\n")
        return 1
    }
}
