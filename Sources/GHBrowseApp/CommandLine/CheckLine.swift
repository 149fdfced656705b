#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// One line of `ghbrowse checks`: a check run or a commit status, in gh's buckets.
struct CheckLine: Equatable {
    /// gh's buckets (`gh pr checks`): what the exit status and the marks are made of.
    enum Bucket: String {
        case pass, fail, pending, skipping
    }

    var name: String
    var bucket: Bucket
    /// GitHub's own word: a run's conclusion (or its status while not completed), a status's state.
    var state: String
    var startedAt: Date?
    var completedAt: Date?
    var link: String?
    var description: String?
    /// The app that made a check run (`GitHub Actions`); nil for a status.
    var app: String?

    init(run: CheckRun) {
        name = run.name
        state = run.status == "completed" ? (run.conclusion ?? "completed") : run.status
        if run.status != "completed" {
            bucket = .pending
        } else {
            switch run.conclusion {
            case "success", "neutral": bucket = .pass
            case "skipped": bucket = .skipping
            case nil: bucket = .pending
            default: bucket = .fail  // failure, cancelled, timed_out, action_required, stale, startup_failure
            }
        }
        startedAt = run.startedAt
        completedAt = run.completedAt
        link = run.htmlURL ?? run.detailsURL
        description = run.outputTitle
        app = run.appName
    }

    init(status: CommitStatus) {
        name = status.context
        state = status.state
        switch status.state {
        case "success": bucket = .pass
        case "failure", "error": bucket = .fail
        default: bucket = .pending
        }
        startedAt = status.createdAt
        completedAt = status.state == "pending" ? nil : status.updatedAt
        link = status.targetURL
        description = status.description
        app = nil
    }

    /// Seconds from start to completion; nil while running or when GitHub gave no times.
    var elapsedSeconds: Int? {
        guard let startedAt, let completedAt else { return nil }
        let seconds = completedAt.timeIntervalSince(startedAt)
        guard seconds.isFinite, seconds >= 0, seconds < 9e15 else { return nil }
        return Int(seconds)
    }

    /// gh's exit status for these checks: 1 when any failed, else 8 when any is pending, else 0.
    static func exitStatus(_ lines: [CheckLine]) -> Int32 {
        if lines.contains(where: { $0.bucket == .fail }) { return 1 }
        if lines.contains(where: { $0.bucket == .pending }) { return 8 }
        return 0
    }
}
