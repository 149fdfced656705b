#if canImport(Glibc)
import Glibc
#endif
import Routes
import ScreenKit
import Usecases
import TerminalUI

/// The full-screen app: starts the terminal, pushes the repository list, and runs the one
/// UI loop that reads keys, runs answers from the network, and redraws, until the person
/// quits or a signal arrives. Every way out restores the terminal.
@MainActor
final class InteractiveApp {
    private let services: AppServices
    private let events: UIEventQueue

    init(services: AppServices, events: UIEventQueue) {
        self.services = services
        self.events = events
    }

    /// Runs until quit; returns the process exit status.
    func run() -> Int32 {
        guard NCursesTerminal.isInteractiveTerminal() else {
            writeToStandardError("ghbrowse: the interactive browser needs a terminal (stdin and stdout must be a TTY).\n"
                + "For scripts use `ghbrowse search QUERY` or `ghbrowse view OWNER/REPO` (see --help).\n")
            return 2
        }
        CrashTerminalGuard.install()
        SignalPipe.install()
        let terminal = NCursesTerminal.start(useColor: services.useColor, useMouse: services.useMouse,
                                              background: services.background)
        defer { terminal.stop() }

        let navigation = NavigationStack(bindings: services.keyBindings, helpContext: .help, helpFindContext: .helpFind)
        var running = true
        navigation.onEmpty = { running = false }
        let navigator = AppNavigator(stack: navigation)
        var dependencies = services.moduleDependencies(navigator: navigator, scheduler: events)
        dependencies.terminalClipboard = services.clipboard(of: terminal)
        dependencies.terminalHandover = terminal
        navigator.dependencies = dependencies
        navigation.resize(to: terminal.size)
        navigator.show(.recalledSearch)

        var exitStatus: Int32 = 0
        while running {
            if navigation.needsRedraw {
                navigation.draw(on: terminal)
                terminal.refresh()
            }
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: events.wakeDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: SignalPipe.readDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 && errno != EINTR { exitStatus = 1; break }
            if descriptors[2].revents != 0, let signalNumber = SignalPipe.takeSignal() {
                exitStatus = 128 + signalNumber
                break
            }
            if descriptors[0].revents & Int16(POLLHUP | POLLERR) != 0 { exitStatus = 1; break }
            // Keys first (EINTR from SIGWINCH also lands here and yields KEY_RESIZE).
            while running, let key = terminal.readKey() {
                switch key {
                case .control("c"):
                    // Ctrl-C is a key in raw mode; it quits as the signal would (128 + SIGINT).
                    exitStatus = 128 + SIGINT
                    running = false
                case .control("z"):
                    terminal.suspend()
                    navigation.resize(to: terminal.size)
                case .resize:
                    navigation.resize(to: terminal.size)
                    navigation.handle(key: key)
                default:
                    navigation.handle(key: key)
                }
            }
            // Answers from the network (and timers) run here; a View they change marks itself
            // for redrawing, which `navigation.needsRedraw` reports at the top of the loop.
            events.drain()
        }
        // A search made just before quitting is recalled at the next launch.
        navigator.dependencies?.historyWrites.waitUntilDone(seconds: 2)
        return exitStatus
    }
}

/// Writes text to standard error, unbuffered.
func writeToStandardError(_ text: String) {
    writeAll(text, to: STDERR_FILENO)
}
