/// One HTML tag as it appears in a README (`<a href="…">`, `</a>`, `<img … />`), or a
/// comment/declaration, parsed leniently. Attribute values are entity-decoded.
struct HTMLTag {
    enum Kind {
        case open
        case close
        /// `<!-- … -->`, `<!DOCTYPE …>`, `<?…?>`, `<![CDATA[…]]>`: shown as nothing.
        case ignorable
    }

    let kind: Kind
    /// Lowercased element name ("" for ignorable ones).
    let name: String
    let attributes: [String: String]

    /// Parses `text`, which starts with `<`; nil when it is not a tag.
    init?(_ text: Substring) {
        var chars = text.unicodeScalars[...]
        guard chars.first == "<" else { return nil }
        chars.removeFirst()
        if let first = chars.first, first == "!" || first == "?" {
            kind = .ignorable
            name = ""
            attributes = [:]
            return
        }
        var isClose = false
        if chars.first == "/" {
            isClose = true
            chars.removeFirst()
        }
        var tagName = String.UnicodeScalarView()
        while let c = chars.first, c.properties.isAlphabetic || (c >= "0" && c <= "9") || c == "-" {
            tagName.append(c)
            chars.removeFirst()
        }
        guard !tagName.isEmpty else { return nil }
        kind = isClose ? .close : .open
        name = String(tagName).lowercased()
        attributes = isClose ? [:] : Self.parseAttributes(&chars)
    }

    private static func parseAttributes(_ chars: inout Substring.UnicodeScalarView.SubSequence) -> [String: String] {
        var result: [String: String] = [:]
        func skipSpace() {
            while let c = chars.first, c == " " || c == "\n" || c == "\t" || c == "\r" || c == "/" { chars.removeFirst() }
        }
        while true {
            skipSpace()
            guard let c = chars.first, c != ">" else { break }
            var name = String.UnicodeScalarView()
            while let c = chars.first, !" \n\t\r=>/".unicodeScalars.contains(c) {
                name.append(c)
                chars.removeFirst()
            }
            if name.isEmpty { chars.removeFirst(); continue }
            while let c = chars.first, c == " " || c == "\n" || c == "\t" { chars.removeFirst() }
            var value = String.UnicodeScalarView()
            if chars.first == "=" {
                chars.removeFirst()
                while let c = chars.first, c == " " || c == "\n" || c == "\t" { chars.removeFirst() }
                if let quote = chars.first, quote == "\"" || quote == "'" {
                    chars.removeFirst()
                    while let c = chars.first, c != quote {
                        value.append(c)
                        chars.removeFirst()
                    }
                    if !chars.isEmpty { chars.removeFirst() }
                } else {
                    while let c = chars.first, !" \n\t\r>".unicodeScalars.contains(c) {
                        value.append(c)
                        chars.removeFirst()
                    }
                }
            }
            let key = String(name).lowercased()
            if result[key] == nil { result[key] = HTMLEntities.decode(String(value)) }
        }
        return result
    }
}
