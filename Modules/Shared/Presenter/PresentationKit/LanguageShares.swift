import TextCells

/// One entry of a repository's language bar: a language (or "Other") and its share.
public struct LanguageShare: Equatable, Sendable {
    /// The language's name, sanitized; "Other" for the folded small ones.
    public let name: String
    public let bytes: Int
    /// Share of all bytes, in percent, rounded to one decimal.
    public let percent: Double
    /// The colour to draw it in, as `#RRGGBB` (GitHub's linguist colour, or a fixed fallback).
    public let color: String

    /// "Python 96.4%".
    public var label: String { "\(name) \(LanguageShares.formatted(percent))" }
}

/// The languages bar: bytes per language (as `GET /repos/{owner}/{repo}/languages` returns them)
/// as ordered shares to one decimal, largest first. Languages under 1 % fold into one "Other"
/// entry, last, unless only one language is that small (then it keeps its name).
public struct LanguageShares: Equatable, Sendable {
    /// The shares in bar order.
    public let shares: [LanguageShare]

    public init(bytesPerLanguage: [String: Int]) {
        let positive = bytesPerLanguage.filter { $0.value > 0 }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        // Byte counts are GitHub's: their sum may pass Int.max, so it is kept as a Double.
        let total = positive.reduce(0.0) { $0 + Double($1.value) }
        guard total > 0 else {
            shares = []
            return
        }
        func share(_ name: String, _ bytes: Int, color: String) -> LanguageShare {
            let percent = (Double(bytes) * 1000 / total).rounded() / 10
            return LanguageShare(name: name, bytes: bytes, percent: percent, color: color)
        }
        let small = positive.filter { Double($0.value) * 100 < total }
        let kept = small.count > 1 ? positive.filter { Double($0.value) * 100 >= total } : positive
        var result = kept.map { entry in
            share(TextSanitizer.singleLine(entry.key), entry.value, color: Self.color(for: entry.key))
        }
        if small.count > 1 {
            let otherBytes = small.reduce(0) { sum, entry in
                let (next, overflow) = sum.addingReportingOverflow(entry.value)
                return overflow ? Int.max : next
            }
            result.append(share("Other", otherBytes, color: Self.otherColor))
        }
        shares = result
    }

    /// "Python 96.4% · Shell 2.9% · Makefile 0.7%" ("" without languages).
    public var legend: String {
        shares.map(\.label).joined(separator: " · ")
    }

    /// How many cells of a bar `width` cells wide each share gets, in `shares` order. The cells
    /// add up to `width`; every share gets at least one when there are enough cells (when there
    /// are not, the largest shares get one each). Largest-remainder rounding otherwise.
    public func barCells(width: Int) -> [Int] {
        guard width > 0, !shares.isEmpty else { return Array(repeating: 0, count: shares.count) }
        if width <= shares.count {
            return shares.indices.map { $0 < width ? 1 : 0 }
        }
        let total = shares.reduce(0.0) { $0 + Double($1.bytes) }
        let ideal = shares.map { Double($0.bytes) / total * Double(width) }
        var cells = ideal.map { max(1, Int($0.rounded(.down))) }
        var sum = cells.reduce(0, +)
        // Too many (the minimum of one added cells): take from those most over their ideal share.
        while sum > width {
            guard let index = cells.indices.filter({ cells[$0] > 1 })
                .max(by: { Double(cells[$0]) - ideal[$0] < Double(cells[$1]) - ideal[$1] }) else { break }
            cells[index] -= 1
            sum -= 1
        }
        // Too few: give to those furthest under their ideal share.
        while sum < width {
            let index = cells.indices.max { ideal[$0] - Double(cells[$0]) < ideal[$1] - Double(cells[$1]) }!
            cells[index] += 1
            sum += 1
        }
        return cells
    }

    /// The colour of "Other".
    public static let otherColor = "#EDEDED"
    /// The colour of languages without a known colour.
    public static let fallbackColor = "#8B949E"

    /// GitHub's linguist colour for `language`, or `fallbackColor`.
    public static func color(for language: String) -> String {
        colors[language] ?? colorsByLowercaseName[language.lowercased()] ?? fallbackColor
    }

    /// One decimal and a percent sign: "96.4%", "100.0%".
    static func formatted(_ percent: Double) -> String {
        let tenths = Int((percent * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    private static let colorsByLowercaseName: [String: String] = Dictionary(
        colors.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })

    /// GitHub linguist colours (languages.yml) of the common languages.
    private static let colors: [String: String] = [
        "Python": "#3572A5", "JavaScript": "#F1E05A", "TypeScript": "#3178C6", "Java": "#B07219",
        "C": "#555555", "C++": "#F34B7D", "C#": "#178600", "Go": "#00ADD8", "Rust": "#DEA584",
        "Ruby": "#701516", "PHP": "#4F5D95", "Swift": "#F05138", "Kotlin": "#A97BFF",
        "Shell": "#89E051", "HTML": "#E34C26", "CSS": "#663399", "Objective-C": "#438EFF",
        "Objective-C++": "#6866FB", "Scala": "#C22D40", "Dart": "#00B4AB", "Lua": "#000080",
        "Perl": "#0298C3", "R": "#198CE7", "Haskell": "#5E5086", "Elixir": "#6E4A7E",
        "Erlang": "#B83998", "Clojure": "#DB5855", "Vim Script": "#199F4B", "Makefile": "#427819",
        "Dockerfile": "#384D54", "Jupyter Notebook": "#DA5B0B", "Vue": "#41B883", "TeX": "#3D6117",
        "PowerShell": "#012456", "Zig": "#EC915C", "Nix": "#7E7EFF", "SCSS": "#C6538C",
        "Less": "#1D365D", "OCaml": "#EF7A08", "F#": "#B845FC", "Julia": "#A270BA",
        "CMake": "#DA3434", "Emacs Lisp": "#C065DB", "Assembly": "#6E4C13", "MATLAB": "#E16737",
        "Groovy": "#4298B8", "Svelte": "#FF3E00", "Batchfile": "#C1F12E", "Fortran": "#4D41B1",
        "Elm": "#60B5CC", "Crystal": "#000100", "Nim": "#FFC200", "Roff": "#ECDEBE",
        "HCL": "#844FBA", "Solidity": "#AA6746", "Starlark": "#76D275", "Meson": "#007800",
        "Cython": "#FEDF5B", "D": "#BA595E", "Common Lisp": "#3FB68B", "Scheme": "#1E4AEC",
        "Racket": "#3C5CAA", "Visual Basic .NET": "#945DB7", "Astro": "#FF5A03", "MDX": "#FCB32C",
        "Markdown": "#083FA1", "Handlebars": "#F7931E", "GLSL": "#5686A5", "Cuda": "#3A4E3A",
        "WebAssembly": "#04133B", "Raku": "#0000FB", "Haxe": "#DF7900", "Prolog": "#74283C",
        "Gleam": "#FFAFF3", "V": "#4F87C4", "Odin": "#60AFFE", "Smarty": "#F0C040",
        "Mustache": "#724B3B", "Twig": "#C1D026", "Blade": "#F7523F", "Pascal": "#E3F171",
        "Vala": "#A56DE2", "Hack": "#878787", "Fennel": "#FFF3D7", "Processing": "#0096D8",
    ]
}
