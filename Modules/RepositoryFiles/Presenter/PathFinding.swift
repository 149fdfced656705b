import Entities
import PresentationKit
import RepositoryBrowsing
import TextCells

/// Finding a path on the files screen (`/`): the tree's file paths filtered fuzzily as the query
/// is typed, the best `rowLimit` listed. The finder is built from the index the first time it is
/// needed (files only, as GitHub's file finder lists them), and again after the tree changed.
struct PathFinding {
    /// At most this many paths are listed, the best first.
    static let rowLimit = 1_000

    private var filter: FuzzyPathFilter?
    /// The index's entry of each of the finder's paths (4 bytes each).
    private var entries: [UInt32] = []
    /// The query while finding; nil when not.
    private(set) var text: String?
    private var results: FuzzyPathFilter.Results?
    /// The finder that found `results` (kept when the tree changed under them: their rows are
    /// still made from it).
    private var resultsFilter: FuzzyPathFilter?
    /// The queries typed since finding started, each a prefix of the next, with what each found
    /// (the last is `text`'s): a longer query searches only the last one's matches, and a
    /// character erased goes back to what its query found.
    private var typed: [(text: String, results: FuzzyPathFilter.Results)] = []

    var isFinding: Bool { text != nil }

    mutating func start(in index: FileTreeIndex) {
        build(from: index)
        text = ""
        results = filter?.search("", limit: Self.rowLimit, positions: false)
        resultsFilter = filter
        typed = results.map { [("", $0)] } ?? []
    }

    /// False when not finding.
    mutating func change(to newText: String) -> Bool {
        guard text != nil, let filter else { return false }
        text = newText
        while let last = typed.last, !newText.hasPrefix(last.text) { typed.removeLast() }
        resultsFilter = filter
        if let last = typed.last, last.text == newText {
            results = last.results
            return true
        }
        // A longer query only narrows what the shorter one found.
        let found = filter.search(newText, limit: Self.rowLimit, among: typed.last?.results.matching, positions: false)
        results = found
        typed.append((newText, found))
        return true
    }

    /// False when not finding.
    mutating func end() -> Bool {
        guard text != nil else { return false }
        text = nil
        results = nil
        resultsFilter = nil
        typed = []
        return true
    }

    /// The tree changed: the finder is built again when next needed.
    mutating func forgetTree() {
        filter = nil
        typed = []
    }

    /// A new tree: while finding, the query runs again on it.
    mutating func treeDidChange(_ index: FileTreeIndex) {
        filter = nil
        typed = []
        guard let text else { return }
        build(from: index)
        results = filter?.search(text, limit: Self.rowLimit, positions: false)
        resultsFilter = filter
        typed = results.map { [(text, $0)] } ?? []
    }

    /// The entry a row stands for.
    func entry(row: Int, in index: FileTreeIndex?) -> GitTreeEntry? {
        guard let match = results?.rows[safe: row], let entry = entries[safe: match.index].map(Int.init) else { return nil }
        guard let entries = index?.entries, entries.indices.contains(entry) else { return nil }
        return entries[entry]
    }

    /// The rows found, each made (its entry, its matched characters) only when the View reads it.
    func rows(in index: FileTreeIndex?) -> RepositoryFilesRowList {
        guard let filter = resultsFilter, let text, let results, let tree = index?.entries else { return [] }
        let treeCount = tree.count
        // Bounds checked here rather than with `[safe:]` (generic across modules: about 1,300
        // instructions a call, a third of a keystroke's rows).
        let paths = results.rows.compactMap { match -> (path: UInt32, entry: UInt32)? in
            guard match.index >= 0, match.index < entries.count, Int(entries[match.index]) < treeCount else { return nil }
            return (UInt32(truncatingIfNeeded: match.index), entries[match.index])
        }
        let found = FoundPathRows(filter: filter, query: FuzzyPathFilter.Query(text), paths: paths, entries: tree)
        return RepositoryFilesRowList(found: found)
    }

    /// "12 of 30,077 files" (with "the best 1,000 shown" when more matched) on the status line.
    func appendCounts(to line: inout StatusLine) {
        guard let text, let results else { return }
        let found = results.matching.count
        line.append(text.isEmpty ? "\(CompactNumber.grouped(found)) files"
                    : "\(CompactNumber.grouped(found)) of \(CompactNumber.grouped(filter?.count ?? 0)) files",
                    .counts)
        if found > Self.rowLimit { line.append("the best \(CompactNumber.grouped(Self.rowLimit)) shown", .counts) }
    }

    private mutating func build(from index: FileTreeIndex) {
        guard filter == nil else { return }
        entries = index.entries.indices.filter { index.entries.type(at: $0) == .blob }.map { UInt32(truncatingIfNeeded: $0) }
        filter = FuzzyPathFilter(entries: index.entries, indices: entries)
    }
}
