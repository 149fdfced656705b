import PresentationKit
import TerminalUI

public extension TextStyle {
    /// A run's, job's or step's mark: success green, failure red, running or queued yellow, the rest dim.
    init(runMark: RunMark) {
        switch runMark {
        case .success: self = .success
        case .failure: self = .error
        case .inProgress, .queued: self = .warning
        case .cancelled, .skipped, .neutral: self = .dim
        }
    }
}
