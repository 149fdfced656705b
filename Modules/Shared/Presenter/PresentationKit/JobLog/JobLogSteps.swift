#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// Which step of a job each line of its log belongs to, found by the steps' times as
/// `gh run view --log` finds them when GitHub gives one log per job: a line belongs to the
/// step whose start (to the second) is the latest not after the line's time; a line without a
/// timestamp goes with the line before it.
public enum JobLogSteps {
    /// For each line of `lines`, the index in `steps` of the step it belongs to, or nil before the first.
    public static func owners(of lines: [JobLogLine], steps: [WorkflowStep]) -> [Int?] {
        let starts: [(index: Int, start: Int)] = steps.enumerated().compactMap { index, step in
            guard step.outcome != .skipped, let start = step.startedAt else { return nil }
            let seconds = start.timeIntervalSince1970
            guard seconds.isFinite, abs(seconds) < 9e15 else { return nil }
            return (index, Int(seconds.rounded(.down)))
        }.sorted { $0.start < $1.start }
        var owners: [Int?] = []
        owners.reserveCapacity(lines.count)
        var current: Int?
        for line in lines {
            if let seconds = line.seconds {
                current = starts.last(where: { $0.start <= seconds })?.index ?? (starts.isEmpty ? nil : starts[0].index)
            }
            owners.append(current)
        }
        return owners
    }

    /// The log's bytes as lines (split at LF, a last empty line dropped), decoded leniently.
    public static func lines(of log: JobLog) -> [Substring] {
        let text = String(decoding: log.bytes, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty ?? false { lines.removeLast() }
        return lines
    }
}
