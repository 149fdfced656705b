#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PresentationKit
import TextCells
import Usecases

/// What came of a save, in one sentence for the status line and `ghbrowse download`: where it
/// went, that an existing file was left alone, or why not (GitHub's or the system's words,
/// sanitized). Paths are shown as typed.
public enum SaveSentence {
    public static func outcome(_ outcome: SaveOutcome, now: Date, hasToken: Bool) -> String {
        switch outcome {
        case .saved(let path, let bytes):
            return "saved \(TextSanitizer.singleLine(path)) (\(ByteCount.text(Int(clamping: bytes))))"
        case .exists(let path):
            return "\(TextSanitizer.singleLine(path)) exists already: not overwritten"
        case .cancelled:
            return "save cancelled: nothing was written"
        case .failed(.file(let reason)):
            return "could not save: \(TextSanitizer.singleLine(reason))"
        case .failed(.github(let error)):
            return "could not save: " + ErrorSentence.describe(error, now: now, hasToken: hasToken)
        }
    }

    /// Why an asset's name cannot be saved under: nothing of it is left once made safe.
    public static func refusedName(_ serverName: String) -> String {
        "refused the asset name \"\(TextSanitizer.singleLine(serverName))\": no usable file name in it"
    }
}
