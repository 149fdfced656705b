import Interactors
import IssuePresenter
import IssueView
import ModuleServices
import Routes
import TerminalUI

/// Assembles an issue's (or a pull request's) conversation screen for an `.issue` route.
@MainActor
public final class IssueRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactor for issue `number` of `fullName`
    /// (`trail` is its breadcrumb), wires them, and returns the screen ready to be pushed.
    public static func assembleModules(fullName: String, number: Int, trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = IssueViewController(bindings: dependencies.keyBindings)
        let presenter = IssueViewPresenter(
            fullName: fullName, number: number, trail: trail, view: view, router: IssueRouter(dependencies: dependencies),
            conversationUsecase: IssueConversationInteractor(client: dependencies.github,
                                                             scheduler: dependencies.scheduler),
            openURLUsecase: dependencies.browser(), dateProvider: dependencies.dateProvider,
            hasToken: dependencies.hasToken)
        view.presenter = presenter
        return view
    }
}
