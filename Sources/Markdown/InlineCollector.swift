#if canImport(Glibc)
import Glibc
#endif
import TextCells

/// Gathers the spans of one paragraph, heading or table cell while the parse tree is walked:
/// tracks the open inline styles and links, sanitizes every piece of text and merges
/// neighbours of the same style.
///
/// The last span grows as UTF-8 bytes (cmark-gfm's text nodes are appended without making a
/// `String` each) and becomes a `String` once, when a span of another look follows or at the end.
struct InlineCollector {
    private var spans: [Span] = []
    /// The last span's text while it grows, its style and link; `hasPending` when there is one.
    private var pending: [UInt8] = []
    private var pendingStyle: SpanStyle = []
    private var pendingLink: Int?
    private var hasPending = false
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
        var text = TextSanitizer.singleLine(raw)
        text.withUTF8 { appendSanitized($0, extra: extra, link: link) }
    }

    /// Appends untrusted text given as a C string (a cmark-gfm literal, valid UTF-8), sanitized here.
    mutating func append(cString raw: UnsafePointer<CChar>, extra: SpanStyle = []) {
        guard suppressed == 0 else { return }
        let length = strlen(raw)
        let plain = raw.withMemoryRebound(to: UInt8.self, capacity: length) { bytes -> Bool in
            let utf8 = UnsafeBufferPointer(start: bytes, count: length)
            guard TextSanitizer.isPlain(utf8) else { return false }
            appendSanitized(utf8, extra: extra, link: nil)
            return true
        }
        if !plain { append(String(cString: raw), extra: extra) }
    }

    private mutating func appendSanitized(_ text: UnsafeBufferPointer<UInt8>, extra: SpanStyle, link: Int??) {
        guard !text.isEmpty else { return }
        let style = currentStyle.union(extra)
        let target = link ?? currentLink
        if !(hasPending && pendingStyle == style && pendingLink == target) {
            flush()
            hasPending = true
            pendingStyle = style
            pendingLink = target
        }
        pending.append(contentsOf: text)
    }

    /// The growing span, made a `Span`.
    private mutating func flush() {
        guard hasPending else { return }
        spans.append(Span(text: String(decoding: pending, as: UTF8.self), style: pendingStyle, link: pendingLink))
        pending.removeAll(keepingCapacity: true)
        hasPending = false
    }

    /// A hard line break.
    mutating func lineBreak() {
        guard suppressed == 0 else { return }
        flush()
        spans.append(Span(text: "\n"))
    }

    mutating func closeLink() {
        if !links.isEmpty { links.removeLast() }
    }

    /// True when nothing visible has been collected.
    var isBlank: Bool {
        spans.allSatisfy { $0.isLineBreak || Self.isSpaces($0.text) } && pending.allSatisfy { $0 == 0x20 }
    }

    /// Only spaces (or nothing), judged on the bytes.
    private static func isSpaces(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x20 }
    }

    /// The spans without leading or trailing spaces and line breaks; the collector is emptied.
    mutating func finish() -> [Span] {
        flush()
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
