/// The history file's bytes: a header line, then one query a line, most recent first, UTF-8.
///
/// ```
/// # ghbrowse search history v1
/// tetris language:swift
/// vapor stars:>1000
/// ```
/// Only queries are ever written: no token, no settings, nothing else.
enum SearchHistoryFileFormat {
    /// The first line; a file without it is not ours (or is damaged) and is never overwritten.
    static let header = "# ghbrowse search history v1"
    /// A larger file is not a history we wrote (500 queries of at most 4 KiB each stay far below).
    static let maximumFileBytes = 4 * 1024 * 1024

    /// The file's contents for `queries` (already normalized: no line breaks).
    static func encode(_ queries: [String]) -> [UInt8] {
        var text = header + "\n"
        for query in queries {
            text += query
            text += "\n"
        }
        return Array(text.utf8)
    }

    /// The queries in `bytes`, normalized and capped, or nil when the bytes are not a history file
    /// (no header, invalid UTF-8, NUL bytes, too large). An empty file is an empty history.
    static func decode(_ bytes: [UInt8], capacity: Int) -> [String]? {
        if bytes.isEmpty { return [] }
        guard bytes.count <= maximumFileBytes, !bytes.contains(0),
              String(validating: bytes, as: UTF8.self) != nil else { return nil }
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)[...]
        guard var headerLine = lines.popFirst() else { return nil }
        if headerLine.last == 0x0D { headerLine = headerLine.dropLast() }
        guard headerLine.elementsEqual(header.utf8) else { return nil }
        let queries = lines.map { String(decoding: $0, as: UTF8.self) }
        return SearchHistoryList(queries: queries, capacity: capacity).queries
    }
}
