/// The recent repositories' file and its rules: a header line, then one `owner/name` a line, most
/// recent first, each name at most once, at most `capacity` of them.
///
/// ```
/// # ghbrowse recent repositories v1
/// junegunn/fzf
/// cli/cli
/// ```
enum RecentRepositoriesList {
    static let header = "# ghbrowse recent repositories v1"
    /// A larger file is not one we wrote (50 names of at most 200 bytes stay far below).
    static let maximumFileBytes = 256 * 1024

    /// The file's contents for `names`.
    static func encode(_ names: [String]) -> [UInt8] {
        Array(([header] + names).map { $0 + "\n" }.joined().utf8)
    }

    /// The names in `bytes`, capped at `capacity`, or nil when the bytes are not this file (no
    /// header, invalid UTF-8, NUL bytes, too large). Lines that are not names are skipped.
    static func decode(_ bytes: [UInt8], capacity: Int) -> [String]? {
        if bytes.isEmpty { return [] }
        guard bytes.count <= maximumFileBytes, !bytes.contains(0),
              let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }[...]
        guard lines.popFirst() == header else { return nil }
        return recorded(nil, into: Array(lines), capacity: capacity)
    }

    /// `names` with `name` (when given) at the front: only names, each once, at most `capacity`.
    static func recorded(_ name: String?, into names: [String], capacity: Int) -> [String] {
        var seen = Set<String>()
        var kept: [String] = []
        for candidate in [name].compactMap({ $0 }) + names where kept.count < max(capacity, 0) {
            guard isFullName(candidate), seen.insert(candidate.lowercased()).inserted else { continue }
            kept.append(candidate)
        }
        return kept
    }

    /// `owner/name` as GitHub allows them: ASCII letters, digits, `-`, `_`, `.`, not `.` or `..`.
    static func isFullName(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, text.utf8.count <= 200 else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
                && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic
                    || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == ".") }
        }
    }
}
