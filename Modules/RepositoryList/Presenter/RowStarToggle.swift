import Entities
import PresentationKit
import TextCells
import Usecases

/// `*` on a row of the list. The list does not know your stars, so it asks GitHub whether you
/// starred the repository, then turns that around; one change at a time.
@MainActor
final class RowStarToggle {
    private let usecase: StarStateUsecase
    private let hasToken: Bool
    private let dateProvider: DateProvider
    /// The star state's request, then the change's, while they run.
    private var request: Cancellable?

    init(usecase: StarStateUsecase, hasToken: Bool, dateProvider: DateProvider) {
        self.usecase = usecase
        self.hasToken = hasToken
        self.dateProvider = dateProvider
    }

    func cancel() {
        request?.cancel()
    }

    /// Turns your star on `repository` around. `say` puts a sentence on the status line, now and
    /// when it is done; `countChange` gets +1 or −1 when the star count moved.
    func toggle(_ repository: Repository, say: @escaping @MainActor (String) -> Void,
                countChange: @escaping @MainActor (Int) -> Void) {
        let name = TextSanitizer.singleLine(repository.fullName)
        guard hasToken else {
            say("* needs a token to star \(name): run gh auth login, or set GH_TOKEN")
            return
        }
        guard request == nil else { return }
        say("asking GitHub about your star on \(name)…")
        request = usecase.fetchStarState(fullName: repository.fullName) { [weak self] answer in
            guard let self else { return }
            switch answer {
            case .success(let starred):
                request = usecase.setStarred(!starred, fullName: repository.fullName) { [weak self] answer in
                    guard let self else { return }
                    request = nil
                    if case .success(let now) = answer, now != starred { countChange(now ? 1 : -1) }
                    say(sentence(answer, name: name))
                }
            case .failure(let error):
                request = nil
                say(sentence(.failure(error), name: name))
            }
        }
    }

    private func sentence(_ answer: Result<Bool, GitHubError>, name: String) -> String {
        switch answer {
        case .success(let starred):
            return starred ? "★ starred \(name)" : "unstarred \(name)"
        case .failure(let error):
            return "could not change your star on \(name): "
                + ErrorSentence.describe(error, now: dateProvider.now, hasToken: hasToken)
        }
    }
}
