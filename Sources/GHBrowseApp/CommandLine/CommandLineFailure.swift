#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Interactors
import PresentationKit

/// How `search` and `view` report GitHub's and the network's failures: one sanitized
/// sentence on standard error, exit status 1.
struct CommandLineFailure {
    static let exitStatus: Int32 = 1

    let output: CommandLineOutput
    let clock: DateProvider
    let hasToken: Bool

    /// Says why `error` happened and returns the exit status for it.
    func report(_ error: GitHubError) -> Int32 {
        output.writeError("ghbrowse: " + ErrorSentence.describe(error, now: clock.now, hasToken: hasToken))
        return Self.exitStatus
    }
}
