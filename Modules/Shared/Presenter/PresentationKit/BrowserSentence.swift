import TextCells
import Usecases

/// What the status line says about opening a page in the browser (`o`): while the browser is
/// asked, and once it has answered; every part of the text made safe first.
public enum BrowserSentence {
    /// `opening https://…` while the browser is asked.
    public static func opening(_ url: String) -> (text: String, tone: StatusTone) {
        ("opening \(TextSanitizer.singleLine(url))…", .busy)
    }

    /// The browser's answer: the command that opened it, or why it could not.
    public static func answer(_ outcome: OpenURLOutcome) -> (text: String, tone: StatusTone) {
        switch outcome {
        case .launched(let command):
            return ("opened in the browser (\(TextSanitizer.singleLine(command)))", .normal)
        case .failed(let reason):
            return failure(reason)
        }
    }

    private static func failure(_ reason: String) -> (text: String, tone: StatusTone) {
        ("could not open the browser: \(TextSanitizer.singleLine(reason)); set BROWSER", .error)
    }
}
