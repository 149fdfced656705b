/// Splits raw HTML from a README into text and tags. Comments, declarations and the contents
/// of `<script>` and `<style>` are dropped here; text is entity-decoded but not yet sanitized.
enum HTMLTokenizer {
    enum Token {
        case text(String)
        case tag(HTMLTag)
    }

    static func tokens(_ html: String) -> [Token] {
        let scalars = Array(html.unicodeScalars)
        var result: [Token] = []
        var text = String.UnicodeScalarView()
        var i = 0

        func flushText() {
            if !text.isEmpty { result.append(.text(HTMLEntities.decode(String(text)))) }
            text = String.UnicodeScalarView()
        }

        while i < scalars.count {
            let c = scalars[i]
            guard c == "<", i + 1 < scalars.count else {
                text.append(c)
                i += 1
                continue
            }
            let next = scalars[i + 1]
            if next == "!", starts(scalars, at: i, with: "<!--") {
                flushText()
                i = indexAfter(scalars, from: i + 4, terminator: "-->")
                continue
            }
            guard next.properties.isAlphabetic || next == "/" || next == "!" || next == "?" else {
                text.append(c)
                i += 1
                continue
            }
            let end = tagEnd(scalars, from: i + 1)
            var raw = String.UnicodeScalarView()
            raw.append(contentsOf: scalars[i..<min(end + 1, scalars.count)])
            let rawString = String(raw)
            guard let tag = HTMLTag(rawString[...]) else {
                text.append(c)
                i += 1
                continue
            }
            flushText()
            i = end + 1
            if tag.kind == .ignorable { continue }
            if tag.kind == .open, tag.name == "script" || tag.name == "style" {
                // Skip to the matching close tag (or the end).
                i = indexAfter(scalars, from: i, terminator: "</" + tag.name, caseInsensitive: true)
                if i <= scalars.count { i = tagEnd(scalars, from: i) + 1 }
                continue
            }
            result.append(.tag(tag))
        }
        flushText()
        return result
    }

    /// Index of the `>` ending a tag that started before `start` (quotes respected), or the last index.
    private static func tagEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var quote: Unicode.Scalar?
        var i = start
        while i < scalars.count {
            let c = scalars[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == ">" {
                return i
            }
            i += 1
        }
        return scalars.count - 1
    }

    private static func starts(_ scalars: [Unicode.Scalar], at index: Int, with prefix: String,
                               caseInsensitive: Bool = false) -> Bool {
        var i = index
        for p in prefix.unicodeScalars {
            guard i < scalars.count else { return false }
            var c = scalars[i]
            if caseInsensitive, c >= "A", c <= "Z", let lower = Unicode.Scalar(c.value + 32) { c = lower }
            if c != p { return false }
            i += 1
        }
        return true
    }

    /// The index just past the first `terminator` at or after `start`, or the end.
    private static func indexAfter(_ scalars: [Unicode.Scalar], from start: Int, terminator: String,
                                   caseInsensitive: Bool = false) -> Int {
        let length = terminator.unicodeScalars.count
        var i = start
        while i < scalars.count {
            if scalars[i] == terminator.unicodeScalars.first!,
               starts(scalars, at: i, with: terminator, caseInsensitive: caseInsensitive) {
                return i + length
            }
            i += 1
        }
        return scalars.count
    }
}
