import CNCursesW

/// Maps text styles to ncurses attributes and colour pairs: colours when the terminal has
/// them and they are wanted, otherwise bold, dim and reverse video only.
struct CursesPalette {
    private let table: [TextStyle: (attr_t, Int16)]

    func attributes(for style: TextStyle) -> (attr_t, Int16) {
        table[style] ?? (ghb_attr_normal(), 0)
    }

    /// Builds the palette; with colour it also starts colours and registers the pairs.
    @MainActor
    static func make(useColor: Bool) -> CursesPalette {
        let normal = ghb_attr_normal(), bold = ghb_attr_bold(), dim = ghb_attr_dim(), reverse = ghb_attr_reverse()
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
        ]
        guard useColor, start_color() != ERR else { return CursesPalette(table: table) }
        // Keep the terminal's own background where it allows it.
        let background: Int16 = use_default_colors() == OK ? -1 : Int16(COLOR_BLACK)
        let colors: [(TextStyle, Int16, attr_t)] = [
            (.title, Int16(COLOR_CYAN), bold),
            (.accent, Int16(COLOR_YELLOW), normal),
            (.error, Int16(COLOR_RED), bold),
            (.warning, Int16(COLOR_YELLOW), bold),
            (.success, Int16(COLOR_GREEN), normal),
        ]
        for (index, entry) in colors.enumerated() {
            let pair = Int16(index + 1)
            if init_pair(pair, entry.1, background) != ERR {
                table[entry.0] = (entry.2, pair)
            }
        }
        return CursesPalette(table: table)
    }
}
