import CommandPalettePresenter
import Routes

/// Records what the palette showed.
@MainActor
final class CommandPaletteViewSpy: CommandPaletteDisplay {
    var displayed: [CommandPaletteViewModel] = []
    var last: CommandPaletteViewModel { displayed.last ?? CommandPaletteViewModel() }

    func display(_ viewModel: CommandPaletteViewModel) {
        displayed.append(viewModel)
    }
}

/// Records the actions the palette ran and the routes it asked for.
@MainActor
final class CommandPaletteRouterSpy: CommandPaletteWireframe {
    var ran: [String] = []
    var shown: [Route] = []
    var replacements: [Route] = []
    var closes = 0

    func runAction(named request: String) { ran.append(request) }
    func show(_ route: Route) { shown.append(route) }
    func replaceTop(with route: Route) { replacements.append(route) }
    func closeTop() { closes += 1 }
}
