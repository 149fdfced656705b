/// A README written to break a renderer: escape sequences of every kind, links to places that
/// must never open, and structures deep, wide and long enough to find recursion, quadratic
/// layout or a missing size limit. Served as `hostile/readme`'s README.
enum HostileReadme {
    static let fullName = "hostile/readme"

    static let markdown: String = {
        var text = "# Hostile \u{1B}[2J\u{1B}[Hheading\n\n"
        text += "Raw escapes: \u{1B}[31mred\u{1B}[0m, clear \u{1B}[2J, title \u{1B}]0;pwned\u{07}, "
        text += "clipboard \u{1B}]52;c;cHduZWQ=\u{07}, C1 CSI \u{9B}31m and OSC \u{9D}0;title\u{9C}, "
        text += "bidi \u{202E}desrever\u{202C} and \u{2066}isolate\u{2069}, NUL \u{0} and DEL \u{7F}.\n\n"
        text += "An OSC 8 hyperlink: \u{1B}]8;;https://evil.example/\u{1B}\\click me\u{1B}]8;;\u{1B}\\ in the text.\n\n"
        text += "Links: [run](javascript:alert(1)), [read a file](file:///etc/passwd), "
        text += "[data](data:text/html;base64,PHNjcmlwdD4=), [fine](https://github.com/hostile/readme), "
        text += "[relative](docs/GUIDE.md) and [anchor](#deep-structures).\n\n"
        text += "## Deep structures\n\n"
        text += String(repeating: "> ", count: 1_000) + "a quote nested 1,000 deep\n\n"
        for depth in 0..<300 {
            text += String(repeating: "  ", count: depth) + "- list level \(depth + 1)\n"
        }
        text += "\n## A wide table\n\n"
        let columns = 1...150
        text += "|" + columns.map { " c\($0) |" }.joined() + "\n"
        text += "|" + columns.map { $0 % 3 == 0 ? ":-:|" : $0 % 3 == 1 ? ":--|" : "--:|" }.joined() + "\n"
        for row in 1...3 {
            text += "|" + columns.map { " r\(row)c\($0) |" }.joined() + "\n"
        }
        text += "\n## A long line\n\n"
        text += String(repeating: "long ", count: 40_000) + "end\n"
        return text
    }()
}
