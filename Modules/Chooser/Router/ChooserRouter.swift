import ChooserPresenter
import ChooserView
import ModuleServices
import Routes
import TerminalUI

/// Assembles a chooser module for a `.choice` route; the picked option's route replaces it.
@MainActor
public final class ChooserRouter: ModuleRouter {
    /// Creates the ViewController and Presenter for `options` under `title`, wires them, and
    /// returns the screen ready to be pushed.
    /// `trail` is its breadcrumb, ending with `title`.
    public static func assembleModules(title: String, options: [RouteOption], trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = ChooserViewController(bindings: dependencies.keyBindings)
        let presenter = ChooserViewPresenter(title: title, options: options, trail: trail, view: view,
                                             router: ChooserRouter(dependencies: dependencies))
        view.presenter = presenter
        return view
    }
}
