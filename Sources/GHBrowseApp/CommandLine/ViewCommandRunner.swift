import Entities
import Interactors

/// Runs `ghbrowse view OWNER/REPO`: the detail screen's content as text, or JSON.
@MainActor
final class ViewCommandRunner {
    private let usecase: RepositoryDetailUsecase
    private let context: CommandLineContext

    init(usecase: RepositoryDetailUsecase, context: CommandLineContext) {
        self.usecase = usecase
        self.context = context
    }

    /// Fetches `fullName`; `completion` gets the exit status (0, or 1 when GitHub or the network failed).
    func run(fullName: String, json: Bool, completion: @escaping @MainActor (Int32) -> Void) {
        usecase.fetchRepository(fullName: fullName) { [self] result in
            switch result {
            case .success(let repository):
                let output = context.output
                output.write(json ? RepositoryOutput.json(repository)
                    : RepositoryOutput.detailText(repository, width: output.width, now: context.clock.now))
                completion(0)
            case .failure(let error):
                completion(context.fail(error))
            }
        }
    }
}
