import TextCells

/// Gathers the spans of one paragraph, heading or table cell while the parse tree is walked:
/// tracks the open inline styles and links, sanitizes every piece of text and merges
/// neighbours of the same style.
struct InlineCollector {
    private var spans: [Span] = []
    var emphasis = 0
    var strong = 0
    var strikethrough = 0
    var code = 0
    /// Open links, innermost last (nil: an `<a>` without a usable href).
    var links: [Int?] = []
    /// Inside `<script>` or `<style>`: text is dropped.
    var suppressed = 0

    var currentLink: Int? { links.last ?? nil }

    /// The nesting counters `adjust` opens (+1) and closes (-1), never below zero.
    enum Counter {
        case emphasis, strong, strikethrough, code, suppressed
    }

    mutating func adjust(_ counter: Counter, by delta: Int) {
        switch counter {
        case .emphasis: emphasis = max(0, emphasis + delta)
        case .strong: strong = max(0, strong + delta)
        case .strikethrough: strikethrough = max(0, strikethrough + delta)
        case .code: code = max(0, code + delta)
        case .suppressed: suppressed = max(0, suppressed + delta)
        }
    }

    private var currentStyle: SpanStyle {
        var style: SpanStyle = []
        if emphasis > 0 { style.insert(.emphasis) }
        if strong > 0 { style.insert(.strong) }
        if strikethrough > 0 { style.insert(.strikethrough) }
        if code > 0 { style.insert(.code) }
        return style
    }

    /// Appends untrusted text (sanitized here) in the current style plus `extra`.
    mutating func append(_ raw: String, extra: SpanStyle = [], link: Int?? = nil) {
        guard suppressed == 0 else { return }
        let text = TextSanitizer.singleLine(raw)
        guard !text.isEmpty else { return }
        let style = currentStyle.union(extra)
        let target = link ?? currentLink
        if let last = spans.last, !last.isLineBreak, last.style == style, last.link == target {
            spans[spans.count - 1].text += text
        } else {
            spans.append(Span(text: text, style: style, link: target))
        }
    }

    /// A hard line break.
    mutating func lineBreak() {
        guard suppressed == 0 else { return }
        spans.append(Span(text: "\n"))
    }

    mutating func closeLink() {
        if !links.isEmpty { links.removeLast() }
    }

    /// True when nothing visible has been collected.
    var isBlank: Bool {
        spans.allSatisfy { $0.isLineBreak || Self.isSpaces($0.text) }
    }

    /// Only spaces (or nothing), judged on the bytes.
    private static func isSpaces(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x20 }
    }

    /// The spans without leading or trailing spaces and line breaks; the collector is emptied.
    mutating func finish() -> [Span] {
        var result = spans
        spans = []
        var start = 0
        var end = result.count
        while start < end, result[start].isLineBreak || Self.isSpaces(result[start].text) { start += 1 }
        while end > start, result[end - 1].isLineBreak || Self.isSpaces(result[end - 1].text) { end -= 1 }
        if start > 0 || end < result.count { result = Array(result[start..<end]) }
        if let first = result.first, first.text.utf8.first == 0x20 {
            let utf8 = first.text.utf8
            result[0].text = String(Substring(utf8.drop { $0 == 0x20 }))
        }
        if let last = result.last, last.text.utf8.last == 0x20 {
            let utf8 = last.text.utf8
            let trailing = utf8.reversed().prefix { $0 == 0x20 }.count
            result[result.count - 1].text = String(Substring(utf8.dropLast(trailing)))
        }
        return result
    }
}
