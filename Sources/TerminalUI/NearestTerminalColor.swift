/// The terminal colour nearest a 24-bit one, as the browser draws colours (and `ghbrowse cat`
/// prints them when `COLORTERM` does not promise 24-bit colour).
public enum NearestTerminalColor {
    /// The xterm colour nearest `rgb`: the 6×6×6 cube of the 256-colour palette, else one of the eight basic ones.
    public static func nearest(_ rgb: UInt32, available: Int = 256) -> Int16 {
        let red = Int((rgb >> 16) & 0xFF), green = Int((rgb >> 8) & 0xFF), blue = Int(rgb & 0xFF)
        if available >= 256 {
            let level = { (value: Int) in value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
            return Int16(16 + 36 * level(red) + 6 * level(green) + level(blue))
        }
        // Eight colours: each channel on or off; black, red, green, yellow, blue, magenta, cyan, white.
        let bit = { (value: Int) in value >= 128 ? 1 : 0 }
        return Int16(bit(red) | bit(green) << 1 | bit(blue) << 2)
    }

    /// The minimum WCAG contrast of text on its background.
    public static let minimumContrast = 4.5

    /// The 256-colour palette colour nearest `rgb` among those with a contrast of at least 4.5:1
    /// on `background` (a highlighter's #D73A49 on white is #AF0000, not #D75F5F at 3.7:1); with
    /// fewer colours, `nearest`.
    public static func readable(_ rgb: UInt32, on background: UInt32, available: Int = 256) -> Int16 {
        let nearest = nearest(rgb, available: available)
        guard available >= 256,
              XtermColors.contrast(XtermColors.rgb(Int(nearest)), background) < minimumContrast else { return nearest }
        func distance(_ other: UInt32) -> Int {
            let parts = [16, 8, 0].map { Int((rgb >> $0) & 0xFF) - Int((other >> $0) & 0xFF) }
            return parts.map { $0 * $0 }.reduce(0, +)
        }
        return (16...255).map { Int16($0) }
            .filter { XtermColors.contrast(XtermColors.rgb(Int($0)), background) >= minimumContrast }
            .min { distance(XtermColors.rgb(Int($0))) < distance(XtermColors.rgb(Int($1))) } ?? nearest
    }
}
