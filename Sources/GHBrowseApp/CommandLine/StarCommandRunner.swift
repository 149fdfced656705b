import Entities
import Usecases
import Interactors
import TextCells

/// Runs `ghbrowse star` and `ghbrowse unstar`: asks whether the repository is starred, changes
/// it if needed, and says what changed (status 0); GitHub's refusal in its words (status 1).
@MainActor
final class StarCommandRunner {
    private let usecase: StarStateUsecase
    private let context: CommandLineContext

    init(usecase: StarStateUsecase, context: CommandLineContext) {
        self.usecase = usecase
        self.context = context
    }

    func run(starred wanted: Bool, fullName: String, completion: @escaping @MainActor (Int32) -> Void) {
        let name = TextSanitizer.singleLine(fullName)
        guard context.hasToken else {
            context.output.writeError("ghbrowse: starring needs a token: run `gh auth login`, or set GH_TOKEN")
            completion(CommandLineContext.failureStatus)
            return
        }
        usecase.fetchStarState(fullName: fullName) { [self] state in
            switch state {
            case .failure(let error):
                completion(context.fail(error))
            case .success(let starred) where starred == wanted:
                context.output.write("\(name) was already \(wanted ? "starred" : "not starred"); nothing changed\n")
                completion(0)
            case .success:
                usecase.setStarred(wanted, fullName: fullName) { [self] result in
                    switch result {
                    case .failure(let error):
                        completion(context.fail(error))
                    case .success:
                        context.output.write(wanted ? "★ Starred \(name)\n" : "Unstarred \(name)\n")
                        completion(0)
                    }
                }
            }
        }
    }
}
