#if canImport(Glibc)
import Glibc
#endif

/// Whether the terminal's background is dark or light: which palette the styles take.
public enum TerminalBackground: Sendable, Equatable {
    case dark
    case light
}

/// The eight basic terminal colours a palette falls back to for text (on the terminal's own
/// background) when the terminal has fewer than 256 colours.
public enum PaletteColor: Sendable, Equatable {
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// The foreground colour of each coloured style, for a dark and for a light background. On a
/// 256-colour terminal each style takes a colour of xterm's 256-colour palette that reads at a
/// WCAG contrast of at least 4.5:1 on the theme's background (black or white; 3:1 for dimmed
/// text), held there by a test; with eight colours, the nearest basic one.
public enum PaletteColors {
    /// One style's colour and whether it is bold, dim or underlined as well.
    public struct Entry: Sendable, Equatable {
        public var style: TextStyle
        /// The xterm 256-colour palette index used where the terminal has 256 colours.
        public var color256: Int16
        /// The basic colour used with fewer.
        public var color: PaletteColor
        public var bold: Bool
        public var underline: Bool
        public var dim: Bool

        init(_ style: TextStyle, _ color256: Int16, _ color: PaletteColor, bold: Bool = false, underline: Bool = false,
             dim: Bool = false) {
            self.style = style
            self.color256 = color256
            self.color = color
            self.bold = bold
            self.underline = underline
            self.dim = dim
        }
    }

    /// The background the theme's colours are chosen against: black for dark, white for light.
    public static func backgroundRGB(_ background: TerminalBackground) -> UInt32 {
        background == .dark ? 0x000000 : 0xFFFFFF
    }

    /// Additions (`.success`) and removals (`.removal`) have the same weight; errors are bold.
    public static func entries(for background: TerminalBackground) -> [Entry] {
        switch background {
        case .dark:
            return [
                // 81 #5FD7FF, 220 #FFD700, 203 #FF5F5F, 77 #5FD75F, 213 #FF87FF, 75 #5FAFFF, 245 #8A8A8A
                Entry(.title, 81, .cyan, bold: true), Entry(.accent, 220, .yellow), Entry(.error, 203, .red, bold: true),
                Entry(.warning, 220, .yellow, bold: true), Entry(.success, 77, .green), Entry(.removal, 203, .red),
                Entry(.heading(1), 81, .cyan, bold: true, underline: true), Entry(.heading(2), 81, .cyan, bold: true),
                Entry(.heading(3), 77, .green, bold: true), Entry(.heading(4), 77, .green),
                Entry(.heading(5), 213, .magenta), Entry(.heading(6), 245, .magenta, dim: true),
                Entry(.link, 75, .cyan, underline: true), Entry(.code, 220, .yellow), Entry(.quoteBar, 77, .green),
                Entry(.dim, 245, .white, dim: true),
            ]
        case .light:
            return [
                // 25 #005FAF, 127 #AF00AF, 160 #D70000, 130 #AF5F00, 28 #008700, 26 #005FD7, 242 #6C6C6C
                Entry(.title, 25, .blue, bold: true), Entry(.accent, 127, .magenta), Entry(.error, 160, .red, bold: true),
                Entry(.warning, 130, .magenta), Entry(.success, 28, .green), Entry(.removal, 160, .red),
                Entry(.heading(1), 25, .blue, bold: true, underline: true), Entry(.heading(2), 25, .blue, bold: true),
                Entry(.heading(3), 28, .green, bold: true), Entry(.heading(4), 28, .green),
                Entry(.heading(5), 127, .magenta), Entry(.heading(6), 242, .magenta, dim: true),
                Entry(.link, 26, .blue, underline: true), Entry(.code, 127, .magenta), Entry(.quoteBar, 28, .green),
                Entry(.dim, 242, .black, dim: true),
            ]
        }
    }
}

/// xterm's RGB values of its 256 colours, and the WCAG contrast between two of them.
public enum XtermColors {
    /// The RGB value (`0xRRGGBB`) xterm gives colour `index` (0–255).
    public static func rgb(_ index: Int) -> UInt32 {
        let basic: [UInt32] = [0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
                               0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF]
        switch index {
        case ..<16: return basic[max(index, 0)]
        case 16..<232:
            let levels: [UInt32] = [0x00, 0x5F, 0x87, 0xAF, 0xD7, 0xFF]
            let cube = index - 16
            return levels[cube / 36] << 16 | levels[cube / 6 % 6] << 8 | levels[cube % 6]
        default:
            let grey = UInt32(8 + 10 * (min(index, 255) - 232))
            return grey << 16 | grey << 8 | grey
        }
    }

    /// WCAG 2 contrast ratio between two colours, 1…21.
    public static func contrast(_ first: UInt32, _ second: UInt32) -> Double {
        let (lighter, darker) = (max(luminance(first), luminance(second)), min(luminance(first), luminance(second)))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// WCAG 2 relative luminance.
    public static func luminance(_ rgb: UInt32) -> Double {
        func channel(_ shift: UInt32) -> Double {
            let value = Double((rgb >> shift) & 0xFF) / 255
            return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }
}
