/// GitHub's heading anchors: lowercase, spaces to `-`, punctuation and symbols removed
/// (letters, digits, marks, `-` and `_` stay); repeated slugs get `-1`, `-2`, ….
/// One slugger per document, fed the headings in order.
public struct HeadingSlugger: Sendable {
    private var seen: [String: Int] = [:]

    public init() {}

    /// The anchor of the next heading with this text.
    public mutating func slug(for heading: String) -> String {
        unique(Self.baseSlug(heading))
    }

    /// `base` made unique among the slugs handed out so far: `usage`, then `usage-1`, `usage-2` …
    /// (github-slugger's rule). Linear over a document: each base remembers the last number it
    /// used, so 20,000 identical headings cost 20,000 look-ups, not 200 million.
    public mutating func unique(_ base: String) -> String {
        var candidate = base
        if let count = seen[base] {
            var next = count
            repeat {
                next += 1
                candidate = "\(base)-\(next)"
            } while seen[candidate] != nil
            seen[base] = next
        }
        if seen[candidate] == nil { seen[candidate] = 0 }
        return candidate
    }

    /// The slug of `heading` before duplicates are numbered.
    public static func baseSlug(_ heading: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in heading.lowercased().unicodeScalars {
            if scalar == " " {
                out.append("-")
                continue
            }
            if (0xFE00...0xFE0F).contains(scalar.value) { continue }  // emoji variation selectors go with the emoji
            if scalar == "-" || scalar == "_" {
                out.append(scalar)
                continue
            }
            switch scalar.properties.generalCategory {
            case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
                out.append(scalar)
            default:
                break
            }
        }
        return String(out)
    }
}
