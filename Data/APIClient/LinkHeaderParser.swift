import Entities
import TextCells

/// Reads GitHub's `Link` header (`<…&page=2>; rel="next", <…&page=34>; rel="last"`) into page numbers.
public enum LinkHeaderParser {
    public static func parse(_ header: String?) -> PageLinks {
        guard let header else { return PageLinks() }
        var links = PageLinks()
        for (url, relations) in entries(in: header) {
            guard let page = pageNumber(in: url) else { continue }
            for relation in relations {
                switch relation {
                case "next": links.next = page
                case "last": links.last = page
                default: break // prev, first: nothing goes back a page
                }
            }
        }
        return links
    }

    /// Each `<url>; params` entry as its URL and its (lower-cased) `rel` values.
    static func entries(in header: String) -> [(url: Substring, relations: [Substring])] {
        var result: [(url: Substring, relations: [Substring])] = []
        var rest = Substring(header)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let url = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            // Parameters run up to the next entry, i.e. the next `<` outside quotes.
            var end = rest.endIndex
            var quoted = false
            for index in rest.indices {
                let character = rest[index]
                if character == "\"" { quoted.toggle() }
                if character == "<" && !quoted { end = index; break }
            }
            result.append((url, relations(in: rest[..<end])))
            rest = rest[end...]
        }
        return result
    }

    private static func relations(in parameters: Substring) -> [Substring] {
        for parameter in parameters.split(separator: ";") {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingWhitespace.lowercased() == "rel" else { continue }
            var value = parts[1].trimmingWhitespace
            while value.last == "," || value.last == " " { value = value.dropLast().trimmingWhitespace }
            if value.hasPrefix("\"") { value = value.dropFirst() }
            if value.hasSuffix("\"") { value = value.dropLast() }
            return value.lowercased().split(separator: " ").map { Substring($0) }
        }
        return []
    }

    /// The page numbers believed; a link to any other page is ignored.
    public static let pageNumbers = 1...10_000_000

    /// The `page` query parameter of `url` (not `per_page`), within `pageNumbers`.
    static func pageNumber(in url: Substring) -> Int? {
        guard let question = url.firstIndex(of: "?") else { return nil }
        var query = url[url.index(after: question)...]
        if let hash = query.firstIndex(of: "#") { query = query[..<hash] }
        for item in query.split(separator: "&") {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0] == "page" {
                return HeaderNumber.integer(String(parts[1]), clampedTo: Int.min...Int.max)
                    .flatMap { pageNumbers.contains($0) ? $0 : nil }
            }
        }
        return nil
    }
}
