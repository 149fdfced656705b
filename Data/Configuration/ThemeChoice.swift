/// The colours a run uses: the `dark` or `light` palette, or none at all (`NO_COLOR`).
public enum ResolvedTheme: String, Equatable, Sendable {
    case dark, light
    /// `NO_COLOR`: bold, dim, underline and reverse video only.
    case noColor = "no colour"
}

/// Picks the palette from `--theme` (else `config.toml`'s `theme`) and the environment:
/// `NO_COLOR` (any non-empty value) wins; `dark` and `light` are taken as said; `auto` reads the
/// background from `COLORFGBG` (`"15;0"`: foreground 15 on background 0), as rxvt, Konsole and
/// others set it, else asks the terminal (`askTerminal`, OSC 11: xterm sets no `COLORFGBG`),
/// and assumes dark when neither says.
public enum ThemeChoice {
    public static func resolve(_ theme: AppConfiguration.Theme, environment: [String: String],
                               askTerminal: (() -> ResolvedTheme?)? = nil) -> ResolvedTheme {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .noColor }
        switch theme {
        case .dark: return .dark
        case .light: return .light
        case .auto: return background(colorFGBG: environment["COLORFGBG"]) ?? askTerminal?() ?? .dark
        }
    }

    /// The background `COLORFGBG` names, by the common rule on its last field (the background's
    /// colour number): 0–6 and 8 are dark, 7 and 9–15 light; nil when it names none.
    public static func background(colorFGBG: String?) -> ResolvedTheme? {
        guard let value = colorFGBG, let last = value.split(separator: ";", omittingEmptySubsequences: false).last,
              let number = Int(last), (0...15).contains(number) else { return nil }
        return number == 7 || number >= 9 ? .light : .dark
    }
}
