import Entities
import RepositoryBrowsing

/// The files screen's rows as the View reads them: a directory's listing made in full (a few
/// hundred rows at most), or the paths the finder found, each row made only when it is read
/// (issue 30: a keystroke lists up to 1,000 paths, of which about 48 are drawn; each row made is
/// a `GitTreeEntry` with its `String`s, sanitized, with its matched characters found).
public struct RepositoryFilesRowList: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
    private enum Storage: Sendable {
        case made([RepositoryFilesViewModel.Row])
        case found(FoundPathRows)
    }

    private let storage: Storage

    public init(_ rows: [RepositoryFilesViewModel.Row]) {
        storage = .made(rows)
    }

    public init(arrayLiteral rows: RepositoryFilesViewModel.Row...) {
        storage = .made(rows)
    }

    init(found: FoundPathRows) {
        storage = .found(found)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .made(let rows): rows.count
        case .found(let found): found.count
        }
    }

    /// Row `position`, made now when it is a path found.
    public subscript(position: Int) -> RepositoryFilesViewModel.Row {
        switch storage {
        case .made(let rows): rows[position]
        case .found(let found): found.row(at: position)
        }
    }

    /// Equal when every row is (made for the comparison: tests compare, the screen does not).
    public static func == (left: RepositoryFilesRowList, right: RepositoryFilesRowList) -> Bool {
        left.count == right.count && left.elementsEqual(right)
    }
}

/// The paths one search found, as rows: the finder, its query and the tree, kept (shared, not
/// copied) to make each row when it is read, with the characters the query matched in it.
struct FoundPathRows: Sendable {
    let filter: FuzzyPathFilter
    let query: FuzzyPathFilter.Query
    /// For each row, the finder's index of its path and the tree's index of its entry.
    let paths: [(path: UInt32, entry: UInt32)]
    let entries: GitTreeEntries

    var count: Int { paths.count }

    func row(at position: Int) -> RepositoryFilesViewModel.Row {
        let found = paths[position]
        return RepositoryFilesRows.row(forPath: entries[Int(found.entry)],
                                       positions: filter.positions(ofPath: Int(found.path), matching: query))
    }
}
