import RepositoryBrowsing

/// Fuzz target (issue 30): paths a tree names and a query typed into the files screen's finder,
/// through `FuzzyPathFilter`, with the promises the finder relies on checked at every character
/// typed: the rows best first (score, then shorter, then earlier) and at most the limit, each one
/// of the matches; the matches ascending and inside the tree; every row's matched positions
/// inside its path, ascending, as `positions(ofPath:matching:)` gives them; a limited search's
/// rows the first rows of the unlimited one (however the search skips what cannot rank); and a
/// search among the last keystroke's matches the same as a search of the whole tree (what makes
/// a longer query search only the shorter one's matches). A query of spaces lists every path in
/// the tree's order.
///
/// Input: byte 0 picks the limit (0 to 63 rows; 63 stands for no limit); then the query, a line;
/// then the paths, a line each (any bytes, read as UTF-8 with replacement).
public enum PathFilterFuzz {
    public static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let limit = first & 0x3F == 0x3F ? Int.max : Int(first & 0x3F)
        let lines = bytes.dropFirst().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        guard let query = lines.first else { return }
        let paths = Array(lines.dropFirst())
        let filter = FuzzyPathFilter(paths: paths)
        precondition(filter.count == paths.count)
        var typed = ""
        var previous: FuzzyPathFilter.Results?
        for character in query.prefix(64) {
            typed.append(character)
            let whole = filter.search(typed, limit: limit)
            check(whole, filter: filter, paths: paths, query: typed, limit: limit)
            if limit != .max {
                let unlimited = filter.search(typed)
                precondition(whole.matching == unlimited.matching, "a limit changed what matched")
                precondition(whole.rows == Array(unlimited.rows.prefix(limit)), "a limit changed the best rows")
            }
            if let previous {
                let narrowed = filter.search(typed, limit: limit, among: previous.matching)
                precondition(narrowed == whole, "a search among the last matches differs from a whole search")
            }
            previous = whole
        }
    }

    private static func check(_ results: FuzzyPathFilter.Results, filter: FuzzyPathFilter, paths: [String],
                              query: String, limit: Int) {
        precondition(results.rows.count <= limit && results.rows.count <= results.matching.count)
        precondition(results.rows.count == min(limit, results.matching.count))
        var last = -1
        for index in results.matching {
            precondition(Int(index) > last && Int(index) < paths.count, "matches out of order or outside the tree")
            last = Int(index)
        }
        let matched = Set(results.matching.map(Int.init))
        for (place, row) in results.rows.enumerated() {
            precondition(matched.contains(row.index), "a row that is not a match")
            let length = paths[row.index].utf8.count
            var position = -1
            for offset in row.positions {
                precondition(offset > position && offset < length, "a position outside its path or out of order")
                position = offset
            }
            precondition(filter.positions(ofPath: row.index, matching: query) == row.positions)
            if place > 0, !query.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) {
                let before = results.rows[place - 1]
                let beforeLength = paths[before.index].utf8.count
                precondition(before.score > row.score
                                || (before.score == row.score && (beforeLength < length
                                        || (beforeLength == length && before.index < row.index))),
                             "rows out of order")
            }
        }
    }
}
