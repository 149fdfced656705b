import TextCells
import Usecases

/// What the status line says about `y` (a link copied): what was copied, or, when the terminal
/// has no clipboard ghbrowse can reach, the link itself for the person to copy (first, so a
/// narrow status line cuts the explanation, not the link).
public enum ClipboardSentence {
    /// `copied the permalink: https://…`, or `https://… (this terminal takes no OSC 52: copy it from here)`.
    /// `what` names the link ("the permalink", "the repository's link").
    public static func answer(_ outcome: ClipboardOutcome, url: String, what: String) -> (text: String, tone: StatusTone) {
        let shown = TextSanitizer.singleLine(url)
        switch outcome {
        case .copied:
            return ("copied \(TextSanitizer.singleLine(what)): \(shown)", .normal)
        case .unavailable:
            return ("\(shown)  (no clipboard through this terminal: copy it from here)", .warning)
        }
    }
}
