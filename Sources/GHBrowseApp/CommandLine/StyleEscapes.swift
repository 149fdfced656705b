import Highlight
import TerminalUI

/// The escape sequence that starts each of a file's styles (bold, italic, underline, the
/// foreground in 24-bit colour or the 256-colour palette's nearest), made once a style: the
/// palette only grows, an index keeps its style.
struct StyleEscapes {
    let trueColor: Bool
    private var made: [[UInt8]?] = []

    init(trueColor: Bool) {
        self.trueColor = trueColor
    }

    mutating func start(of index: UInt16, in palette: HighlightPalette) -> [UInt8] {
        let slot = Int(index)
        if slot < made.count, let bytes = made[slot] { return bytes }
        if slot >= made.count { made += repeatElement(nil, count: slot + 1 - made.count) }
        let bytes = Array(Self.sgr(palette[index], trueColor: trueColor).utf8)
        made[slot] = bytes
        return bytes
    }

    private static func sgr(_ style: SpanStyle, trueColor: Bool) -> String {
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if let color = style.foreground {
            codes.append(trueColor ? "38;2;\((color >> 16) & 0xFF);\((color >> 8) & 0xFF);\(color & 0xFF)"
                             : "38;5;\(NearestTerminalColor.nearest(UInt32(color)))")
        }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
