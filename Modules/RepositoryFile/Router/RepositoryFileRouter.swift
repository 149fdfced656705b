import Entities
import Interactors
import ModuleServices
import RepositoryFilePresenter
import RepositoryFileView
import Routes
import TerminalUI
import Usecases

/// Assembles the file view module, and asks the navigator for the files and directories a
/// Markdown file's links lead to (back is the stack's).
@MainActor
public final class RepositoryFileRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactors for the file at `path` of `place`
    /// (`size` when the tree said it); its header shows `trail`.
    /// `find`: the words a code search opened the file with, searched at once.
    public static func assembleModules(place: RepositoryRef, path: String, size: Int?, lines: ClosedRange<Int>? = nil,
                                       find: String? = nil, trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = RepositoryFileViewController(bindings: dependencies.keyBindings)
        let presenter = RepositoryFileViewPresenter(
            place: place, path: path, size: size, lines: lines, find: find, trail: trail, view: view,
            router: RepositoryFileRouter(dependencies: dependencies),
            contentsUsecase: FileContentsInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            highlightUsecase: CodeHighlightInteractor(scheduler: dependencies.scheduler),
            services: dependencies.screenServices(),
            historyUsecase: CommitHistoryInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            viewerUsecase: dependencies.externalViewer(),
            blameUsecase: BlameInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            theme: dependencies.codeTheme,
            savingUsecase: dependencies.fileSaving())
        view.presenter = presenter
        return view
    }
}
