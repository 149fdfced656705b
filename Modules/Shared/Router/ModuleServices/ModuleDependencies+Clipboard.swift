import Usecases

public extension ModuleDependencies {
    /// The clipboard `y` copies links to: the terminal's (OSC 52), the same for every screen.
    func clipboard() -> ClipboardUsecase {
        TerminalClipboardInteractor(clipboard: terminalClipboard)
    }
}
