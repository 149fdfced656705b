/// Turns raw HTML from a README into document content, so no tag is ever shown:
/// `<img alt>` becomes `[image: ALT]`, `<br>` a line break, `<a href>` a link, `<b>`/`<i>`/`<code>`/
/// `<del>` styles; in HTML blocks, `<h1>`–`<h6>` become headings, `<p>`, `<div>`, `<li>`… separate
/// paragraphs, `<summary>` is a strong paragraph, `<hr>` a rule. Other tags vanish, their text stays.
enum HTMLConverter {
    private static let blockTags: Set<String> = [
        "p", "div", "center", "section", "details", "ul", "ol", "table", "thead", "tbody", "tr",
        "blockquote", "dl", "dt", "dd", "pre", "header", "footer", "article", "nav", "figure",
        "figcaption", "main", "aside",
    ]

    /// An HTML block: may start and end paragraphs and headings.
    static func feedBlock(_ html: String, into builder: inout DocumentBuilder) {
        builder.endInline()
        for token in HTMLTokenizer.tokens(html) {
            switch token {
            case .text(let text):
                let collapsed = collapseWhitespace(text)
                if collapsed == " " && !builder.isInInline { continue }
                builder.text(collapsed)
            case .tag(let tag):
                if !handleInline(tag, builder: &builder) { handleBlock(tag, builder: &builder) }
            }
        }
        builder.endInline()
    }

    /// An inline HTML fragment inside a paragraph (one tag or comment, as cmark-gfm gives them).
    static func feedInline(_ html: String, into builder: inout DocumentBuilder) {
        for token in HTMLTokenizer.tokens(html) {
            switch token {
            case .text(let text): builder.text(collapseWhitespace(text))
            case .tag(let tag): _ = handleInline(tag, builder: &builder)
            }
        }
    }

    /// Handles the tags that work the same inside and outside paragraphs; false for the others.
    private static func handleInline(_ tag: HTMLTag, builder: inout DocumentBuilder) -> Bool {
        let delta = tag.kind == .open ? 1 : -1
        switch tag.name {
        case "a":
            if tag.kind == .open { builder.openLink(tag.attributes["href"]) } else { builder.closeLink() }
        case "img":
            if tag.kind == .open {
                builder.openImage(source: tag.attributes["src"] ?? "")
                builder.text(tag.attributes["alt"] ?? tag.attributes["title"] ?? "")
                builder.closeImage()
            }
        case "br":
            builder.lineBreak()
        case "b", "strong":
            builder.adjustStrong(delta)
        case "i", "em", "cite", "var":
            builder.adjustEmphasis(delta)
        case "del", "s", "strike":
            builder.adjustStrikethrough(delta)
        case "code", "kbd", "tt", "samp":
            builder.adjustCode(delta)
        case "script", "style", "template", "noscript":
            builder.suppress(delta)
        default:
            return false
        }
        return true
    }

    private static func handleBlock(_ tag: HTMLTag, builder: inout DocumentBuilder) {
        let name = tag.name
        if name.count == 2, name.hasPrefix("h"), let level = Int(name.dropFirst()), (1...6).contains(level) {
            if tag.kind == .open { builder.beginInline(.heading(level)) } else { builder.endInline() }
        } else if name == "summary" {
            if tag.kind == .open {
                builder.beginInline(.paragraph)
                builder.adjustStrong(1)
            } else {
                builder.endInline()
            }
        } else if name == "hr" {
            builder.appendBlock(.thematicBreak)
        } else if name == "li" {
            builder.endInline()
            if tag.kind == .open { builder.text("• ") }
        } else if name == "td" || name == "th" {
            if tag.kind == .open, builder.isInInline { builder.text(" ") }
        } else if blockTags.contains(name) {
            builder.endInline()
        }
    }

    /// Runs of HTML whitespace as one space.
    static func collapseWhitespace(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        var lastWasSpace = false
        for scalar in s.unicodeScalars {
            if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}" {
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
            } else {
                out.append(scalar)
                lastWasSpace = false
            }
        }
        return String(out)
    }
}
