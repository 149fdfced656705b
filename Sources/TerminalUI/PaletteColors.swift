/// Whether the terminal's background is dark or light: which palette the styles take.
public enum TerminalBackground: Sendable, Equatable {
    case dark
    case light
}

/// The eight basic terminal colours a palette uses for text (on the terminal's own background).
public enum PaletteColor: Sendable, Equatable {
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// The foreground colour of each coloured style, for a dark and for a light background: on a
/// light one, yellow and cyan (unreadable on white) give way to magenta, red and blue.
public enum PaletteColors {
    /// One style's colour and whether it is bold, dim or underlined as well.
    public struct Entry: Sendable, Equatable {
        public var style: TextStyle
        public var color: PaletteColor
        public var bold: Bool
        public var underline: Bool
        public var dim: Bool

        init(_ style: TextStyle, _ color: PaletteColor, bold: Bool = false, underline: Bool = false, dim: Bool = false) {
            self.style = style
            self.color = color
            self.bold = bold
            self.underline = underline
            self.dim = dim
        }
    }

    public static func entries(for background: TerminalBackground) -> [Entry] {
        switch background {
        case .dark:
            return [
                Entry(.title, .cyan, bold: true), Entry(.accent, .yellow), Entry(.error, .red, bold: true),
                Entry(.warning, .yellow, bold: true), Entry(.success, .green),
                Entry(.heading(1), .cyan, bold: true, underline: true), Entry(.heading(2), .cyan, bold: true),
                Entry(.heading(3), .green, bold: true), Entry(.heading(4), .green),
                Entry(.heading(5), .magenta), Entry(.heading(6), .magenta, dim: true),
                Entry(.link, .blue, underline: true), Entry(.code, .yellow), Entry(.quoteBar, .green),
            ]
        case .light:
            return [
                Entry(.title, .blue, bold: true), Entry(.accent, .magenta), Entry(.error, .red, bold: true),
                Entry(.warning, .red), Entry(.success, .green),
                Entry(.heading(1), .blue, bold: true, underline: true), Entry(.heading(2), .blue, bold: true),
                Entry(.heading(3), .green, bold: true), Entry(.heading(4), .green),
                Entry(.heading(5), .magenta), Entry(.heading(6), .magenta, dim: true),
                Entry(.link, .blue, underline: true), Entry(.code, .magenta), Entry(.quoteBar, .green),
            ]
        }
    }
}
