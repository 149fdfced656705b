import Entities
import Interactors
import JobLogPresenter
import JobLogView
import ModuleServices
import Routes
import TerminalUI

/// Assembles a job's log screen for a `.jobLog` route.
@MainActor
public final class JobLogRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactor for `job`'s log in `fullName` (`trail`
    /// is its breadcrumb), wires them, and returns the screen ready to be pushed.
    public static func assembleModules(fullName: String, job: WorkflowJob, trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = JobLogViewController(bindings: dependencies.keyBindings)
        let presenter = JobLogViewPresenter(
            fullName: fullName, job: job, trail: trail, view: view, router: JobLogRouter(dependencies: dependencies),
            logUsecase: JobLogInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            services: dependencies.screenServices())
        view.presenter = presenter
        return view
    }
}
