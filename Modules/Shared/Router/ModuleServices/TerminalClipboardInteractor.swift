import TerminalUI
import Usecases

/// The clipboard use case on the terminal's clipboard (OSC 52): the write goes through the
/// terminal layer (`TerminalClipboard`); with no terminal (a journey, a test) nothing is copied.
@MainActor
public final class TerminalClipboardInteractor: ClipboardUsecase {
    private let clipboard: TerminalClipboard?

    public init(clipboard: TerminalClipboard?) {
        self.clipboard = clipboard
    }

    public func copy(_ text: String, completion: @escaping @MainActor (ClipboardOutcome) -> Void) {
        completion(clipboard?.copy(text) == true ? .copied : .unavailable)
    }
}
