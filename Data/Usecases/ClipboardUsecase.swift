/// What came of putting a text on the clipboard.
public enum ClipboardOutcome: Equatable, Sendable {
    /// Sent to the terminal's clipboard (OSC 52).
    case copied
    /// The terminal cannot take it (or the person turned it off): nothing was sent.
    case unavailable
}

/// Puts a text ghbrowse built (a URL) on the person's clipboard, through the terminal.
@MainActor
public protocol ClipboardUsecase: AnyObject {
    func copy(_ text: String, completion: @escaping @MainActor (ClipboardOutcome) -> Void)
}
