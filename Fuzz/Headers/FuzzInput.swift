import APIClient

/// Reads fuzz inputs in the shape of the recorded fixtures' `.headers` files.
enum FuzzInput {
    /// `name: value` lines (a status line or a line without a colon is skipped); CR LF or LF.
    static func headerFields(_ text: String) -> [HTTPHeaders.Field] {
        text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            var line = Substring(line)
            if line.last == "\r" { line = line.dropLast() }
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            return HTTPHeaders.Field(name: String(line[..<colon]), value: String(value))
        }
    }
}
