/// The terminal's clipboard: a text put there with OSC 52, when the terminal takes it.
@MainActor
public final class TerminalClipboard {
    private let terminal: TerminalControlWriting
    /// Whether the terminal takes OSC 52 (`ClipboardSupport`) and the person allows it.
    public let isAvailable: Bool

    public init(terminal: TerminalControlWriting, isAvailable: Bool) {
        self.terminal = terminal
        self.isAvailable = isAvailable
    }

    /// Puts `text` on the clipboard; false when the terminal cannot take it (nothing is sent).
    public func copy(_ text: String) -> Bool {
        guard isAvailable else { return false }
        return terminal.writeControlString(ClipboardSequence.osc52(text))
    }
}
