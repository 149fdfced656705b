import Entities

/// The history file's bytes: a header line, then one search a line, most recent first, UTF-8.
///
/// ```
/// # ghbrowse search history v2
/// tetris language:swift	sort=stars	order=asc
/// vapor stars:>1000
/// ```
/// Each line is the query, then tab-separated `key=value` fields (queries never hold tabs:
/// `SearchHistoryList.normalized` turns them into spaces). A line without fields is a best-match
/// search. Version 1 files (a query a line) are still read, as best-match searches; writes are
/// always version 2. Only searches are ever written: no token, no settings, nothing else.
enum SearchHistoryFileFormat {
    /// The first line of the files written now.
    static let header = "# ghbrowse search history v2"
    /// The first line of version 1 files (queries only).
    static let headerVersion1 = "# ghbrowse search history v1"
    /// A larger file is not a history we wrote (500 queries of at most 4 KiB each stay far below).
    static let maximumFileBytes = 4 * 1024 * 1024

    private static let separator: Character = "\t"

    /// The file's contents for `entries` (already normalized: no line breaks, no tabs).
    static func encode(_ entries: [RepositorySearch]) -> [UInt8] {
        var text = header + "\n"
        for entry in entries {
            text += line(for: entry)
            text += "\n"
        }
        return Array(text.utf8)
    }

    /// The entries in `bytes`, normalized and capped, or nil when the bytes are not a history file
    /// (no known header, invalid UTF-8, NUL bytes, too large). An empty file is an empty history.
    static func decode(_ bytes: [UInt8], capacity: Int) -> [RepositorySearch]? {
        if bytes.isEmpty { return [] }
        guard bytes.count <= maximumFileBytes, !bytes.contains(0),
              String(validating: bytes, as: UTF8.self) != nil else { return nil }
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)[...]
        guard var headerLine = lines.popFirst() else { return nil }
        if headerLine.last == 0x0D { headerLine = headerLine.dropLast() }
        let entries: [RepositorySearch]
        if headerLine.elementsEqual(header.utf8) {
            entries = lines.map { entry(from: text(of: $0)) }
        } else if headerLine.elementsEqual(headerVersion1.utf8) {
            entries = lines.map { RepositorySearch(query: text(of: $0)) }
        } else {
            return nil
        }
        return SearchHistoryList(entries: entries, capacity: capacity).entries
    }

    /// One line of a version 2 file, without its line break.
    static func line(for entry: RepositorySearch) -> String {
        guard let sort = entry.sort else { return entry.query }
        return "\(entry.query)\(separator)sort=\(sort.rawValue)\(separator)order=\(entry.order.rawValue)"
    }

    /// The entry a version 2 line holds. Fields it does not know (a newer version's, or a sort
    /// GitHub has since added) are ignored: the query is kept, as best match when the sort is unknown.
    static func entry(from line: String) -> RepositorySearch {
        var fields = line.split(separator: separator, omittingEmptySubsequences: false)[...]
        var entry = RepositorySearch(query: String(fields.popFirst() ?? ""))
        for field in fields {
            guard let equals = field.firstIndex(of: "=") else { continue }
            let value = String(field[field.index(after: equals)...])
            switch field[..<equals] {
            case "sort": entry.sort = RepositorySearchSort(rawValue: value)
            case "order": entry.order = SearchOrder(rawValue: value) ?? .desc
            default: continue
            }
        }
        if entry.sort == nil { entry.order = .desc }
        return entry
    }

    /// A line's text; a trailing carriage return (a file edited on Windows) is not part of it.
    private static func text(of line: ArraySlice<UInt8>) -> String {
        String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
    }
}
