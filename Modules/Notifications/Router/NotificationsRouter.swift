import Interactors
import ModuleServices
import NotificationsPresenter
import NotificationsView
import Routes
import TerminalUI

/// Assembles the notifications screen for a `.notifications` route.
@MainActor
public final class NotificationsRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactors of your notifications (`trail` is
    /// the breadcrumb), wires them, and returns the screen ready to be pushed.
    public static func assembleModules(trail: [String], dependencies: ModuleDependencies) -> Screen {
        let view = NotificationsViewController(bindings: dependencies.keyBindings)
        let presenter = NotificationsViewPresenter(
            trail: trail, view: view, router: NotificationsRouter(dependencies: dependencies),
            notificationsUsecase: NotificationsInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            services: dependencies.screenServices())
        view.presenter = presenter
        return view
    }
}
