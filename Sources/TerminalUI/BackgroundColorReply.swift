/// A terminal's answer to OSC 11 ("what is your background colour?"), read into a background:
/// `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by ST (`ESC \`) or BEL, with one to four hex digits a
/// channel, as xterm, VTE, kitty, iTerm2, WezTerm and tmux answer.
public enum BackgroundColorReply {
    /// The background the reply names, or nil when `bytes` hold no readable reply. A colour is
    /// light when black text reads better on it than white text (WCAG relative luminance above
    /// 0.179, where the two contrasts are equal).
    public static func background(in bytes: [UInt8]) -> TerminalBackground? {
        guard let color = rgb(in: bytes) else { return nil }
        return XtermColors.luminance(color) > 0.179 ? .light : .dark
    }

    /// The colour (`0xRRGGBB`, each channel scaled to 8 bits) of the first OSC 11 reply in `bytes`.
    public static func rgb(in bytes: [UInt8]) -> UInt32? {
        let prefix = Array("\u{1B}]11;".utf8)
        guard let start = firstIndex(of: prefix, in: bytes) else { return nil }
        var end = start + prefix.count
        while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
        guard end < bytes.count, end - start < 64 else { return nil }
        let body = String(decoding: bytes[(start + prefix.count)..<end], as: UTF8.self)
        guard body.hasPrefix("rgb:") else { return nil }
        let fields = body.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var color: UInt32 = 0
        for field in fields {
            guard (1...4).contains(field.count), field.allSatisfy(\.isHexDigit),
                  let number = UInt32(field, radix: 16) else { return nil }
            let maximum = UInt32(1 << (4 * field.count)) - 1
            color = color << 8 | (number * 255 + maximum / 2) / maximum
        }
        return color
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
