#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a workflow run, a job or a step went, from GitHub's `status` and `conclusion`: the words
/// a screen colours and the command line prints.
public enum RunOutcome: String, Equatable, Sendable, CaseIterable {
    case success, failure, cancelled, skipped, neutral
    case inProgress = "in_progress"
    case queued

    public init(status: String, conclusion: String?) {
        switch status {
        case "completed":
            switch conclusion {
            case "success": self = .success
            case "cancelled": self = .cancelled
            case "skipped": self = .skipped
            case "neutral": self = .neutral
            case nil: self = .neutral
            default: self = .failure  // failure, timed_out, action_required, stale, startup_failure
            }
        case "in_progress": self = .inProgress
        default: self = .queued  // queued, waiting, requested, pending
        }
    }

    /// Failed, timed out or otherwise not passed.
    public var isFailure: Bool { self == .failure }

    /// Whole seconds between two times; nil when either is missing, negative or absurd.
    public static func seconds(from start: Date?, to end: Date?) -> Int? {
        guard let start, let end else { return nil }
        let seconds = end.timeIntervalSince(start)
        guard seconds.isFinite, seconds >= 0, seconds < 9e15 else { return nil }
        return Int(seconds)
    }
}
