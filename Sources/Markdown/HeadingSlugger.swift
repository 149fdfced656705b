/// GitHub's heading anchors: lowercase, spaces to `-`, punctuation and symbols removed
/// (letters, digits, marks, `-` and `_` stay); repeated slugs get `-1`, `-2`, ….
/// One slugger per document, fed the headings in order.
public struct HeadingSlugger: Sendable {
    private var seen: [String: Int] = [:]

    public init() {}

    /// The anchor of the next heading with this text.
    public mutating func slug(for heading: String) -> String {
        let base = Self.baseSlug(heading)
        var candidate = base
        if let count = seen[base] {
            var next = count
            repeat {
                next += 1
                candidate = "\(base)-\(next)"
            } while seen[candidate] != nil
            seen[base] = next
        }
        seen[candidate, default: 0] += 0
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
