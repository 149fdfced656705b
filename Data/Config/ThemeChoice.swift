/// The colours a run uses: the `dark` or `light` palette, or none at all (`NO_COLOR`).
public enum ResolvedTheme: String, Equatable, Sendable {
    case dark, light
    /// `NO_COLOR`: bold, dim, underline and reverse video only.
    case noColor = "no colour"
}

/// Picks the palette from `--theme` (else `config.toml`'s `theme`) and the environment, with
/// no terminal query, so it never delays the first frame: `NO_COLOR` (any non-empty value)
/// wins; `dark` and `light` are taken as said; `auto` reads the background from `COLORFGBG`
/// (`"15;0"`: foreground 15 on background 0), as rxvt, Konsole and others set it, and assumes
/// dark when it is absent or unreadable.
public enum ThemeChoice {
    public static func resolve(_ theme: AppConfiguration.Theme, environment: [String: String]) -> ResolvedTheme {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .noColor }
        switch theme {
        case .dark: return .dark
        case .light: return .light
        case .auto: return background(colorFGBG: environment["COLORFGBG"]) ?? .dark
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
