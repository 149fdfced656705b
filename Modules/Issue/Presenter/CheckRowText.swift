#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import TextCells

/// A check run or a commit status as one row of a pull request's Checks section: its name, where
/// it stands, how long it ran, and its details page; every part made safe for the terminal.
public struct CheckRowText: Equatable, Sendable {
    /// Where a check stands, each drawn in its colour.
    public enum Outcome: String, Equatable, Sendable {
        case success, failure, neutral, cancelled, skipped
        case inProgress = "in progress"
        case queued
    }

    public var name: String
    public var outcome: Outcome
    /// `1m 04s`, or "" when it has not run.
    public var duration: String
    /// What ran it (`GitHub Actions`), or a status's description.
    public var detail: String
    /// Its details page (http or https only), or nil.
    public var detailsURL: String?

    public init(name: String, outcome: Outcome, duration: String = "", detail: String = "", detailsURL: String? = nil) {
        self.name = name
        self.outcome = outcome
        self.duration = duration
        self.detail = detail
        self.detailsURL = detailsURL
    }

    /// A check run's row.
    public init(_ check: CheckRun) {
        let outcome: Outcome
        switch (check.status.lowercased(), check.conclusion?.lowercased()) {
        case ("completed", "success"?): outcome = .success
        case ("completed", "neutral"?): outcome = .neutral
        case ("completed", "skipped"?): outcome = .skipped
        case ("completed", "cancelled"?), ("completed", "stale"?): outcome = .cancelled
        case ("completed", _): outcome = .failure
        case ("in_progress", _): outcome = .inProgress
        default: outcome = .queued
        }
        self.init(name: TextSanitizer.singleLine(check.name), outcome: outcome,
                  duration: Self.duration(from: check.startedAt, to: check.completedAt),
                  detail: TextSanitizer.singleLine(check.outputTitle ?? check.appName ?? ""),
                  detailsURL: Self.webAddress(check.detailsURL) ?? Self.webAddress(check.htmlURL))
    }

    /// A commit status's row (`success`, `pending`, `failure`, `error`).
    public init(_ status: CommitStatus) {
        let outcome: Outcome
        switch status.state.lowercased() {
        case "success": outcome = .success
        case "pending": outcome = .inProgress
        default: outcome = .failure
        }
        self.init(name: TextSanitizer.singleLine(status.context), outcome: outcome,
                  detail: TextSanitizer.singleLine(status.description ?? ""),
                  detailsURL: Self.webAddress(status.targetURL))
    }

    /// `42s`, `3m 07s`, `1h 02m`; "" without both ends or with an end before its start.
    static func duration(from start: Date?, to end: Date?) -> String {
        guard let start, let end else { return "" }
        let seconds = end.timeIntervalSince(start)
        guard seconds.isFinite, seconds >= 0, seconds < 1e9 else { return "" }
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole)s" }
        if whole < 3600 { return "\(whole / 60)m " + twoDigits(whole % 60) + "s" }
        return "\(whole / 3600)h " + twoDigits(whole / 60 % 60) + "m"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private static func webAddress(_ url: String?) -> String? {
        guard let url, url.hasPrefix("https://") || url.hasPrefix("http://") else { return nil }
        return url
    }
}
