#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The order a conversation's entries are read in: its runs (the comments, the events, the
/// reviews, the review comments, each as GitHub listed it) merged by date, a tie going to the
/// earlier run and then to the one listed first: what a stable sort of the runs one after the
/// other by date gives. GitHub sends each run already in time order, so each is checked in one
/// pass and merged as it is; a run out of order is sorted (stably) first. An entry without a date
/// takes the date of the one before it in its run (it stays after it).
enum ConversationOrder {
    /// One entry: its run and its index in that run.
    struct Place: Equatable {
        var run: Int
        var index: Int
    }

    static func merged(_ runs: [[Date?]]) -> [Place] {
        let keys = runs.map(keys(of:))
        let orders: [[Int]?] = keys.map { run in
            isAscending(run) ? nil : run.indices.sorted { run[$0] < run[$1] || (run[$0] == run[$1] && $0 < $1) }
        }
        var heads = Array(repeating: 0, count: runs.count)
        var places: [Place] = []
        places.reserveCapacity(runs.reduce(0) { $0 + $1.count })
        while true {
            var best: (run: Int, index: Int, key: Double)?
            for run in runs.indices where heads[run] < runs[run].count {
                let index = orders[run]?[heads[run]] ?? heads[run]
                let key = keys[run][index]
                if best == nil || key < best?.key ?? 0 { best = (run, index, key) }
            }
            guard let best else { return places }
            places.append(Place(run: best.run, index: best.index))
            heads[best.run] += 1
        }
    }

    /// Each entry's date as seconds; an undated one takes the date before it (or the earliest).
    private static func keys(of run: [Date?]) -> [Double] {
        var keys: [Double] = []
        keys.reserveCapacity(run.count)
        var last = -Double.infinity
        for date in run {
            if let date { last = date.timeIntervalSinceReferenceDate }
            keys.append(last)
        }
        return keys
    }

    private static func isAscending(_ keys: [Double]) -> Bool {
        var index = 1
        while index < keys.count {
            if keys[index] < keys[index - 1] { return false }
            index += 1
        }
        return true
    }
}
