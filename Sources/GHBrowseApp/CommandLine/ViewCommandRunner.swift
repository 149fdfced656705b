import Entities
import Interactors

/// Runs `ghbrowse view OWNER/REPO`: the detail screen's content as text, or JSON.
@MainActor
final class ViewCommandRunner {
    private let usecase: RepositoryDetailUsecase
    private let output: CommandLineOutput
    private let clock: DateProvider
    private let failure: CommandLineFailure

    init(usecase: RepositoryDetailUsecase, output: CommandLineOutput, clock: DateProvider, hasToken: Bool) {
        self.usecase = usecase
        self.output = output
        self.clock = clock
        failure = CommandLineFailure(output: output, clock: clock, hasToken: hasToken)
    }

    /// Fetches `fullName`; `completion` gets the exit status (0, or 1 when GitHub or the network failed).
    func run(fullName: String, json: Bool, completion: @escaping @MainActor (Int32) -> Void) {
        usecase.fetchRepository(fullName: fullName) { [self] result in
            switch result {
            case .success(let repository):
                output.write(json ? RepositoryOutput.json(repository)
                    : RepositoryOutput.detailText(repository, width: output.width, now: clock.now))
                completion(0)
            case .failure(let error):
                completion(failure.report(error))
            }
        }
    }
}
