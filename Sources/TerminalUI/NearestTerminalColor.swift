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
}
