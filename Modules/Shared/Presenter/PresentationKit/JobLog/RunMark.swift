import Entities

/// How a workflow run, job or step went, as a screen marks it: a symbol and a word, coloured by
/// the View (`TextStyle(runMark:)`): success green, failure red, running and queued yellow,
/// cancelled, skipped and neutral grey.
public enum RunMark: String, Equatable, Sendable {
    case success, failure, cancelled, skipped, neutral
    case inProgress = "in progress"
    case queued

    public init(_ outcome: RunOutcome) {
        switch outcome {
        case .success: self = .success
        case .failure: self = .failure
        case .cancelled: self = .cancelled
        case .skipped: self = .skipped
        case .neutral: self = .neutral
        case .inProgress: self = .inProgress
        case .queued: self = .queued
        }
    }

    /// ✓ ✗ ● ○ -.
    public var symbol: String {
        switch self {
        case .success: "✓"
        case .failure: "✗"
        case .inProgress: "●"
        case .queued: "○"
        case .cancelled, .skipped, .neutral: "-"
        }
    }
}

/// A duration as a screen says it: `3m 5s`, empty when unknown.
public enum RunDuration {
    public static func text(_ seconds: Int?) -> String {
        guard let seconds, seconds >= 0 else { return "" }
        switch seconds {
        case ..<60: return "\(seconds)s"
        case ..<3_600: return "\(seconds / 60)m \(seconds % 60)s"
        default: return "\(seconds / 3_600)h \(seconds % 3_600 / 60)m"
        }
    }
}
