#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Entities
import Usecases
import Interactors
import PresentationKit

/// What every command writes to and reads the time from, and how it reports GitHub's and the
/// network's failures: one sanitized sentence on standard error, exit status 1.
struct CommandLineContext {
    static let failureStatus: Int32 = 1
    /// A usage error's status, as ArgumentParser gives it (a jq expression that fails on the JSON).
    static let usageStatus: Int32 = 2

    let output: CommandLineOutput
    let clock: DateProvider
    /// Whether a token is configured (without one, rate-limit sentences suggest GH_TOKEN).
    let hasToken: Bool

    /// The status a command ends with: `status`, unless standard output could not be written. A
    /// closed pipe (`| head -1`) ends quietly with 141, as SIGPIPE would; any other failure (a full
    /// disk, a closed descriptor) says so on standard error and ends with 1, so no script takes a
    /// truncated output for a whole one.
    func finish(_ status: Int32) -> Int32 {
        guard let failure = output.standardOutputFailure else { return status }
        if failure == EPIPE { return 128 + SIGPIPE }
        output.writeError("ghbrowse: could not write the output: \(String(cString: strerror(failure)))")
        return Self.failureStatus
    }

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
