import CodeSearchPresenter
import CodeSearchView
import Interactors
import ModuleServices
import Routes
import TerminalUI

/// Assembles the code search module for a `.codeSearch` route, and asks the navigator for the
/// file a result opens.
@MainActor
public final class CodeSearchRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactors for `query` (in `fullName`'s files when
    /// given; an empty query opens the field at once), wires them, and returns the screen.
    public static func assembleModules(query: String, fullName: String?, trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = CodeSearchViewController(bindings: dependencies.keyBindings,
                                            queryOpen: query.isEmpty && dependencies.hasToken)
        let presenter = CodeSearchViewPresenter(
            query: query, fullName: fullName, trail: trail, view: view, router: CodeSearchRouter(dependencies: dependencies),
            usecase: CodeSearchInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            services: dependencies.screenServices())
        view.presenter = presenter
        return view
    }
}
