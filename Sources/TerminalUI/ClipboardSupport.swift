/// Whether a terminal takes OSC 52 (`ClipboardSequence`): its terminfo entry says so (`Ms`), or
/// its `TERM` names one known to. Inside tmux the sequence is sent as it is, for tmux itself
/// to take (with `set -g set-clipboard on`, tmux keeps it as a paste buffer and passes it on to
/// the terminal outside); it is not wrapped in tmux's DCS passthrough, which needs
/// `allow-passthrough` and would bypass tmux's buffers.
public enum ClipboardSupport {
    /// The `TERM` prefixes of terminals that take OSC 52 whether their entry says `Ms` or not.
    public static let knownTerminals = ["xterm", "tmux", "alacritty", "kitty", "foot", "wezterm", "contour",
                                        "ghostty", "rio", "st-", "konsole", "vte"]

    /// - Parameters:
    ///   - term: `TERM`.
    ///   - insideTmux: `TMUX` is set (tmux's own `TERM` is `screen…` or `tmux…`).
    ///   - hasMsCapability: the terminfo entry has `Ms`.
    public static func accepts(term: String?, insideTmux: Bool, hasMsCapability: Bool) -> Bool {
        if hasMsCapability { return true }
        guard let term = term?.lowercased(), !term.isEmpty, term != "dumb" else { return false }
        if insideTmux && (term.hasPrefix("screen") || term.hasPrefix("tmux")) { return true }
        return knownTerminals.contains { term.hasPrefix($0) }
    }
}
