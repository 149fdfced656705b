#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Usecases
import Interactors
import PresentationKit

/// What every command writes to and reads the time from, and how it reports GitHub's and the
/// network's failures: one sanitized sentence on standard error, exit status 1.
struct CommandLineContext {
    static let failureStatus: Int32 = 1

    let output: CommandLineOutput
    let clock: DateProvider
    /// Whether a token is configured (without one, rate-limit sentences suggest GH_TOKEN).
    let hasToken: Bool

    /// Says why `error` happened and returns the exit status for it.
    func fail(_ error: GitHubError) -> Int32 {
        output.writeError("ghbrowse: " + ErrorSentence.describe(error, now: clock.now, hasToken: hasToken))
        return Self.failureStatus
    }

    /// Says why `what` (“the README”) could not be fetched and returns the exit status for it.
    func fail(_ error: GitHubError, about what: String) -> Int32 {
        output.writeError("ghbrowse: could not fetch \(what): "
                          + ErrorSentence.describe(error, now: clock.now, hasToken: hasToken))
        return Self.failureStatus
    }
}
