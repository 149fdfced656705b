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

    /// Each `<url>; params` entry as its URL and its (lower-cased) `rel` values. The header is
    /// scanned as UTF-8 bytes (every delimiter is ASCII), not as characters: a paged answer's
    /// header is read once per page, and grapheme breaking made it cost as much as decoding a
    /// tenth of the page.
    static func entries(in header: String) -> [(url: Substring, relations: [Substring])] {
        var result: [(url: Substring, relations: [Substring])] = []
        var rest = Substring(header)
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "<")) {
            guard let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let url = rest[rest.utf8.index(after: open)..<close]
            rest = rest[rest.utf8.index(after: close)...]
            // Parameters run up to the next entry, i.e. the next `<` outside quotes.
            var end = rest.endIndex
            var quoted = false
            var index = rest.utf8.startIndex
            while index < rest.utf8.endIndex {
                let byte = rest.utf8[index]
                if byte == UInt8(ascii: "\"") { quoted.toggle() }
                if byte == UInt8(ascii: "<") && !quoted { end = index; break }
                rest.utf8.formIndex(after: &index)
            }
            result.append((url, relations(in: rest[..<end])))
            rest = rest[end...]
        }
        return result
    }

    private static func relations(in parameters: Substring) -> [Substring] {
        for parameter in parameters.utf8.split(separator: UInt8(ascii: ";")) {
            let parts = parameter.split(separator: UInt8(ascii: "="), maxSplits: 1)
            guard parts.count == 2, Substring(parts[0]).trimmingWhitespace.lowercased() == "rel" else { continue }
            var value = Substring(parts[1]).trimmingWhitespace
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
        guard let question = url.utf8.firstIndex(of: UInt8(ascii: "?")) else { return nil }
        var query = url.utf8[url.utf8.index(after: question)...]
        if let hash = query.firstIndex(of: UInt8(ascii: "#")) { query = query[..<hash] }
        for item in query.split(separator: UInt8(ascii: "&")) {
            let parts = item.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0].elementsEqual("page".utf8) {
                return HeaderNumber.integer(String(Substring(parts[1])), clampedTo: Int.min...Int.max)
                    .flatMap { pageNumbers.contains($0) ? $0 : nil }
            }
        }
        return nil
    }
}
