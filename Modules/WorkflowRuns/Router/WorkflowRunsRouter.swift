import Interactors
import ModuleServices
import Routes
import TerminalUI
import WorkflowRunsPresenter
import WorkflowRunsView

/// Assembles the workflow runs screen for a `.workflowRuns` route.
@MainActor
public final class WorkflowRunsRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactor for `fullName`'s runs (`trail` is its
    /// breadcrumb), wires them, and returns the screen ready to be pushed.
    public static func assembleModules(fullName: String, trail: [String], dependencies: ModuleDependencies) -> Screen {
        let view = WorkflowRunsViewController(bindings: dependencies.keyBindings)
        let presenter = WorkflowRunsViewPresenter(
            fullName: fullName, trail: trail, view: view, router: WorkflowRunsRouter(dependencies: dependencies),
            runsUsecase: WorkflowRunsInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            services: dependencies.screenServices())
        view.presenter = presenter
        return view
    }
}
