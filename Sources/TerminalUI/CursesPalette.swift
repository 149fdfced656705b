import CNCursesW

/// Maps text styles to ncurses attributes and colour pairs: colours when the terminal has
/// them and they are wanted, otherwise bold, dim, underline and reverse video only.
///
/// Fixed styles are registered once; swatch colours (`TextStyle.swatch`) get a colour pair
/// the first time they are drawn.
@MainActor
final class CursesPalette {
    private var table: [TextStyle: (attr_t, Int16)]
    /// Whether colour pairs are in use.
    let hasColor: Bool
    private let background: Int16
    /// The theme's background colour, which `.colored` text keeps its contrast against.
    private let themeBackground: TerminalBackground
    private var nextPair: Int16
    private var swatchPairs: [Int16: Int16] = [:]
    private var foregroundPairs: [Int16: Int16] = [:]
    /// The pair of each `.colored` colour drawn so far (finding the readable colour is a search).
    private var coloredPairs: [UInt32: Int16] = [:]
    /// The pair of each badge's colours drawn so far.
    private var badgePairs: [BadgeColors: Int16] = [:]

    private init(table: [TextStyle: (attr_t, Int16)], hasColor: Bool, background: Int16, nextPair: Int16,
                 themeBackground: TerminalBackground) {
        self.table = table
        self.hasColor = hasColor
        self.background = background
        self.themeBackground = themeBackground
        self.nextPair = nextPair
    }

    func attributes(for style: TextStyle) -> (attr_t, Int16) {
        if let entry = table[style] { return entry }
        switch style {
        case .heading(let level):
            return table[.heading(min(max(level, 1), 6))] ?? (ghb_attr_bold(), 0)
        case .prose(let attributes):
            return (Self.attributes(attributes), 0)
        case .swatch(let rgb):
            return swatch(rgb)
        case .colored(let rgb, let attributes):
            return (Self.attributes(attributes), hasColor ? foregroundPair(rgb) : 0)
        case .badge(let rgb):
            return badge(rgb)
        default:
            return (ghb_attr_normal(), 0)
        }
    }

    /// Builds the palette; with colour it also starts colours and registers the pairs.
    static func make(useColor: Bool, background: TerminalBackground = .dark) -> CursesPalette {
        let normal = ghb_attr_normal(), bold = ghb_attr_bold(), dim = ghb_attr_dim(), reverse = ghb_attr_reverse()
        let underline = ghb_attr_underline()
        var table: [TextStyle: (attr_t, Int16)] = [
            .normal: (normal, 0),
            .bold: (bold, 0),
            .dim: (dim, 0),
            .selected: (reverse, 0),
            .title: (bold, 0),
            .accent: (bold, 0),
            .error: (bold, 0),
            .warning: (bold, 0),
            .success: (normal, 0),
            .removal: (normal, 0),
            .heading(1): (bold | underline, 0),
            .heading(2): (bold, 0),
            .heading(3): (bold, 0),
            .heading(4): (bold, 0),
            .heading(5): (bold | dim, 0),
            .heading(6): (dim, 0),
            .link: (underline, 0),
            .selectedLink: (reverse | underline, 0),
            .findMatch: (bold | underline, 0),
            .currentFindMatch: (reverse | bold, 0),
            .code: (dim, 0),
            .quoteBar: (dim, 0),
        ]
        guard useColor, start_color() != ERR else {
            return CursesPalette(table: table, hasColor: false, background: 0, nextPair: 1, themeBackground: background)
        }
        // Keep the terminal's own background where it allows it.
        let backgroundColor: Int16 = use_default_colors() == OK ? -1
            : Int16(background == .light ? COLOR_WHITE : COLOR_BLACK)
        // 256 colours: the palette's readable ones (and no dim attribute, the colour is dim
        // enough, and some terminals drop dim on a colour); fewer: the basic ones.
        let has256 = ghb_colors() >= 256
        let colors: [(TextStyle, Int16, attr_t)] = PaletteColors.entries(for: background).map { entry in
            var attributes = normal
            if entry.bold { attributes |= bold }
            if entry.underline { attributes |= underline }
            if entry.dim, !has256 { attributes |= dim }
            return (entry.style, has256 ? entry.color256 : cursesColor(entry.color), attributes)
        }
        var pair: Int16 = 1
        for entry in colors {
            if init_pair(pair, entry.1, backgroundColor) != ERR {
                table[entry.0] = (entry.2, pair)
            }
            pair += 1
        }
        return CursesPalette(table: table, hasColor: true, background: backgroundColor, nextPair: pair,
                             themeBackground: background)
    }

    private static func cursesColor(_ color: PaletteColor) -> Int16 {
        switch color {
        case .black: return Int16(COLOR_BLACK)
        case .red: return Int16(COLOR_RED)
        case .green: return Int16(COLOR_GREEN)
        case .yellow: return Int16(COLOR_YELLOW)
        case .blue: return Int16(COLOR_BLUE)
        case .magenta: return Int16(COLOR_MAGENTA)
        case .cyan: return Int16(COLOR_CYAN)
        case .white: return Int16(COLOR_WHITE)
        }
    }

    private static func attributes(_ attributes: TextAttributes) -> attr_t {
        var result = ghb_attr_normal()
        if attributes.contains(.bold) { result |= ghb_attr_bold() }
        if attributes.contains(.italic) { result |= ghb_attr_italic() }
        if attributes.contains(.underline) { result |= ghb_attr_underline() }
        // ncurses has no strikethrough: struck text is dimmed.
        if attributes.contains(.dim) || attributes.contains(.strikethrough) { result |= ghb_attr_dim() }
        return result
    }

    /// A pair whose background is the terminal colour nearest `rgb`; reverse video without colour.
    private func swatch(_ rgb: UInt32) -> (attr_t, Int16) {
        guard hasColor else { return (ghb_attr_reverse(), 0) }
        let color = Self.nearestColor(rgb, available: Int(ghb_colors()))
        if let pair = swatchPairs[color] { return (ghb_attr_normal(), pair) }
        guard nextPair < Int16(min(Int(ghb_color_pairs()), Int(Int16.max))),
              init_pair(nextPair, color, color) != ERR else { return (ghb_attr_reverse(), 0) }
        swatchPairs[color] = nextPair
        nextPair += 1
        return (ghb_attr_normal(), nextPair - 1)
    }

    /// A pair of the badge colours of `rgb` (`BadgeColors`); reverse video without colour or pairs.
    private func badge(_ rgb: UInt32) -> (attr_t, Int16) {
        guard hasColor else { return (ghb_attr_reverse(), 0) }
        let colors = BadgeColors.colors(for: rgb, available: Int(ghb_colors()))
        if let pair = badgePairs[colors] { return (ghb_attr_normal(), pair) }
        guard nextPair < Int16(min(Int(ghb_color_pairs()), Int(Int16.max))),
              ghb_init_extended_pair(Int32(nextPair), colors.foreground, colors.background) != ERR
        else { return (ghb_attr_reverse(), 0) }
        badgePairs[colors] = nextPair
        nextPair += 1
        return (ghb_attr_normal(), nextPair - 1)
    }

    /// A pair drawing the terminal colour nearest `rgb` that reads on the theme's background; the
    /// default pair when the terminal has no pairs left.
    private func foregroundPair(_ rgb: UInt32) -> Int16 {
        if let pair = coloredPairs[rgb] { return pair }
        let pair = readablePair(rgb)
        coloredPairs[rgb] = pair
        return pair
    }

    private func readablePair(_ rgb: UInt32) -> Int16 {
        let color = NearestTerminalColor.readable(rgb, on: PaletteColors.backgroundRGB(themeBackground),
                                                  available: Int(ghb_colors()))
        if let pair = foregroundPairs[color] { return pair }
        guard nextPair < Int16(min(Int(ghb_color_pairs()), Int(Int16.max))),
              init_pair(nextPair, color, background) != ERR else { return 0 }
        foregroundPairs[color] = nextPair
        nextPair += 1
        return nextPair - 1
    }

    /// The xterm colour nearest `rgb` (`NearestTerminalColor`).
    static func nearestColor(_ rgb: UInt32, available: Int) -> Int16 {
        NearestTerminalColor.nearest(rgb, available: available)
    }
}
