import CommandPalettePresenter
import CommandPaletteView
import Interactors
import ModuleServices
import Routes
import Store
import TerminalUI

/// Assembles the command palette for a `.commandPalette` route: the actions of the screen
/// underneath (its key section named `section`) from the app's key table, and the recent
/// repositories. Running an action closes the palette and hands the action's key (or, for an
/// action without one, its request) to the screen underneath.
@MainActor
public final class CommandPaletteRouter: ModuleRouter, CommandPaletteWireframe {
    private let actions: PaletteActions

    init(actions: PaletteActions, dependencies: ModuleDependencies) {
        self.actions = actions
        super.init(dependencies: dependencies)
    }

    /// Creates the palette's ViewController and Presenter, wires them, and returns the screen
    /// ready to be pushed; `trail` is its breadcrumb.
    public static func assembleModules(section: String, trail: [String], dependencies: ModuleDependencies) -> Screen {
        let bindings = dependencies.keyBindings
        let context = bindings.context(named: section) ?? bindings.global ?? KeyContext(section)
        let actions = PaletteActions(bindings: bindings, context: context)
        let view = CommandPaletteViewController(bindings: bindings)
        let presenter = CommandPaletteViewPresenter(
            actions: actions.actions, trail: trail, view: view,
            router: CommandPaletteRouter(actions: actions, dependencies: dependencies),
            recentUsecase: dependencies.recentRepositories())
        view.presenter = presenter
        return view
    }

    public func runAction(named request: String) {
        guard let binding = actions.binding(named: request) else { return }
        let performer = dependencies.screenActions
        closeTop()
        performer?.perform(binding.request, key: binding.keys.first)
    }
}
