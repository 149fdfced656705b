import Entities
import TextCells

/// A run's, job's or step's outcome as the command line prints it: its word, its mark, its colour.
enum RunOutcomeText {
    /// ✓ ✗ ● - ○.
    static func mark(_ outcome: RunOutcome) -> String {
        switch outcome {
        case .success: "✓"
        case .failure: "✗"
        case .inProgress: "●"
        case .queued: "○"
        case .cancelled, .skipped, .neutral: "-"
        }
    }

    /// SGR foreground: green, red, yellow, grey.
    static func color(_ outcome: RunOutcome) -> String {
        switch outcome {
        case .success: "32"
        case .failure: "31"
        case .inProgress, .queued: "33"
        case .cancelled, .skipped, .neutral: "90"
        }
    }

    /// The mark, coloured when `colored`.
    static func coloredMark(_ outcome: RunOutcome, colored: Bool) -> String {
        colored ? "\u{1B}[\(color(outcome))m\(mark(outcome))\u{1B}[0m" : mark(outcome)
    }

    /// The conclusion once completed, else the status.
    static func word(status: String, conclusion: String?) -> String {
        status == "completed" ? (conclusion ?? "completed") : status
    }

    /// "run 4205440399: no such workflow run in o/r".
    static func noSuchRun(_ runID: Int, in fullName: String) -> String {
        "run \(runID): no such workflow run in \(TextSanitizer.singleLine(fullName))"
    }
}
