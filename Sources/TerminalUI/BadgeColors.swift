/// The two terminal colours a badge (`TextStyle.badge`, an issue label) is drawn in: its
/// background as near GitHub's colour as the terminal shows, and black or white text, whichever
/// contrasts more with that background as drawn.
///
/// A terminal whose terminfo has direct colour (`COLORS` of 2^24, `TERM=xterm-direct`, which is
/// what `COLORTERM=truecolor` terminals offer ncurses) takes the colour itself; 256 colours take
/// the nearest of the xterm palette; 8 the nearest basic one.
public struct BadgeColors: Hashable, Sendable {
    /// Colour numbers as ncurses takes them: an index, or `0xRRGGBB` in direct colour.
    public var foreground: Int32
    public var background: Int32

    public init(foreground: Int32, background: Int32) {
        self.foreground = foreground
        self.background = background
    }

    /// The colours that number 2^24 or more in a direct-colour terminal.
    public static let directColors = 1 << 24

    /// The badge colours for `rgb` on a terminal of `available` colours.
    public static func colors(for rgb: UInt32, available: Int) -> BadgeColors {
        let rgb = rgb & 0xFF_FFFF
        if available >= directColors {
            let black = XtermColors.contrast(rgb, 0x000000) >= XtermColors.contrast(rgb, 0xFFFFFF)
            return BadgeColors(foreground: black ? 0x000000 : 0xFFFFFF, background: Int32(rgb))
        }
        let index = Int(NearestTerminalColor.nearest(rgb, available: available))
        // The background as the terminal draws it: the palette's colour, not GitHub's.
        let shown = XtermColors.rgb(index)
        let black = XtermColors.contrast(shown, 0x000000) >= XtermColors.contrast(shown, 0xFFFFFF)
        if available >= 256 { return BadgeColors(foreground: black ? 16 : 231, background: Int32(index)) }
        return BadgeColors(foreground: black ? 0 : 7, background: Int32(index))
    }
}
