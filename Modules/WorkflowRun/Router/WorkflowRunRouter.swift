import Entities
import Interactors
import ModuleServices
import Routes
import TerminalUI
import WorkflowRunPresenter
import WorkflowRunView

/// Assembles a workflow run's screen for a `.workflowRun` route.
@MainActor
public final class WorkflowRunRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactor for `run` of `fullName` (`trail` is
    /// its breadcrumb), wires them, and returns the screen ready to be pushed.
    public static func assembleModules(fullName: String, run: WorkflowRun, trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = WorkflowRunViewController(bindings: dependencies.keyBindings)
        let presenter = WorkflowRunViewPresenter(
            fullName: fullName, run: run, trail: trail, view: view, router: WorkflowRunRouter(dependencies: dependencies),
            runUsecase: WorkflowRunInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            services: dependencies.screenServices())
        view.presenter = presenter
        return view
    }
}
