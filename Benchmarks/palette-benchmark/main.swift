// palette-benchmark
//
// Issue 29's command palette figures, in-process on the in-memory surface (100 x 50), over the
// repository detail's keys (ghbrowse's own key table) with 50 recent repositories answered at once:
// - open: the actions read from the key table, the module made, its first screen drawn (median);
// - each keystroke of "copy link", then of "fzf" (a repository), filtered and drawn (median, slowest).
// Times are the thread's CPU time. Prints figures; never fails on a time.
import BenchmarkSupport
import CommandPalettePresenter
import CommandPaletteRouter
import CommandPaletteView
import Foundation
import GHBrowseApp
import Routes
import TerminalUI
import Usecases

/// Answers the recent repositories at once, as a read file would; goes nowhere.
@MainActor
final class Instant: RecentRepositoriesUsecase, CommandPaletteWireframe {
    let names = (0..<50).map { "owner\($0)/repository-\($0)" } + ["junegunn/fzf"]
    func loadRecent(completion: @escaping @MainActor ([String]) -> Void) { completion(Array(names.suffix(50))) }
    func recordOpened(_ fullName: String) {}
    func runAction(named request: String) {}
    func show(_ route: Route) {}
    func replaceTop(with route: Route) {}
    func closeTop() {}
}

@MainActor func run() {
    let bindings = KeyBindings.ghbrowse
    let size = TerminalSize(rows: 50, columns: 100)
    let instant = Instant()
    guard let context = bindings.context(named: "detail") else { exit(1) }
    func open() -> (CommandPaletteViewController, CommandPaletteViewPresenter, InMemorySurface) {
        let actions = PaletteActions(bindings: bindings, context: context)
        let view = CommandPaletteViewController(bindings: bindings)
        let presenter = CommandPaletteViewPresenter(actions: actions.actions, trail: ["github", "o/r", "commands"],
                                                    view: view, router: instant, recentUsecase: instant)
        view.presenter = presenter
        let surface = InMemorySurface(rows: size.rows, columns: size.columns)
        view.didAppear(size: size)
        view.draw(on: surface)
        return (view, presenter, surface)
    }
    _ = open()
    var opening: [Double] = []
    var kept: (CommandPaletteViewController, CommandPaletteViewPresenter, InMemorySurface)?
    for _ in 0..<50 {
        kept = nil
        opening.append(milliseconds { kept = open() })
    }
    guard let (view, _, surface) = kept else { exit(1) }
    var keys: [Double] = []
    for _ in 0..<20 {
        for query in ["copy link", "fzf"] {
            for character in query {
                keys.append(milliseconds {
                    _ = view.handle(key: .character(character))
                    surface.clear()
                    view.draw(on: surface)
                })
            }
            _ = view.handle(key: .control("u"))
        }
    }
    let actionCount = PaletteActions(bindings: bindings, context: context).actions.count
    func format(_ value: Double) -> String { String(format: "%.3f", value) }
    print("""
        palette-benchmark (the detail's \(actionCount) actions and 50 recent repositories, 100x50)
          open → first screen: median \(format(median(opening))) ms, slowest \(format(opening.max() ?? 0)) ms (50 opens)
          keystroke → filtered and drawn: median \(format(median(keys))) ms, slowest \(format(keys.max() ?? 0)) ms \
        (\(keys.count) keystrokes)
        """)
}

MainActor.assumeIsolated { run() }
