import Store
import Usecases

public extension ModuleDependencies {
    /// The editor and pager `e` and `|` open a file in, on the terminal handed over to them.
    func externalViewer() -> ExternalViewerUsecase {
        TerminalViewerInteractor(terminal: terminalHandover, runner: PosixForegroundRunner(), settings: viewerSettings)
    }
}
