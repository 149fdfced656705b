import Entities
import TextCells

/// An issue's label as a screen draws it: its name, made safe, and its colour (`0xRRGGBB`) when
/// GitHub gave one of exactly six hex digits (`d73a4a`, with or without `#`); nil otherwise, which
/// draws in the screen's default label style.
public struct LabelChip: Equatable, Sendable, ExpressibleByStringLiteral {
    public var name: String
    public var color: UInt32?

    public init(name: String, color: UInt32? = nil) {
        self.name = name
        self.color = color
    }

    /// A label with no colour (a test's `["bug"]`).
    public init(stringLiteral name: String) {
        self.init(name: name)
    }

    /// `label` as drawn: its name through the sanitizer, its colour read by `color(hex:)`.
    public init(_ label: IssueLabel) {
        self.init(name: TextSanitizer.singleLine(label.name), color: Self.color(hex: label.color))
    }

    /// The label as drawn: ` bug ` on its colour (a chip), `[bug]` without one.
    public var text: String {
        color == nil ? "[" + name + "]" : " " + name + " "
    }

    /// `0xRRGGBB` from six hex digits (an optional leading `#`); nil for anything else.
    public static func color(hex: String?) -> UInt32? {
        guard var text = hex?.unicodeScalars[...] else { return nil }
        if text.first == "#" { text = text.dropFirst() }
        guard text.count == 6 else { return nil }
        var value: UInt32 = 0
        for scalar in text {
            guard let digit = Self.hexDigit(scalar) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f": return scalar.value - 87
        case "A"..."F": return scalar.value - 55
        default: return nil
        }
    }
}
