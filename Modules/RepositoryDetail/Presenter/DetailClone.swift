import Entities
import PresentationKit
import RepositoryBrowsing
import TextCells
import Usecases

/// `C` on the detail: the save flow's prompt (`SavePrompt`, its Tab completion of directories)
/// asking where to clone, `./NAME` offered; a directory with something in it refused before git
/// runs; git's progress on the status line, sanitized; where it went, or git's last words.
/// Esc closes the prompt; a clone once started runs to its end.
@MainActor
final class DetailClone: SavePromptEvents {
    private let usecase: RepositoryCloningUsecase
    private let fullName: String
    private let name: String
    /// Puts a sentence on the status line and shows the screen.
    private let say: @MainActor (String, StatusTone) -> Void
    /// Shows the screen (the prompt changed).
    private let redisplay: @MainActor () -> Void
    private(set) var prompt: SavePrompt?
    private var request: Cancellable?

    init(usecase: RepositoryCloningUsecase, repository: Repository,
         say: @escaping @MainActor (String, StatusTone) -> Void, redisplay: @escaping @MainActor () -> Void) {
        self.usecase = usecase
        fullName = repository.fullName
        name = SafeFileName.from(repository.name) ?? "repository"
        self.say = say
        self.redisplay = redisplay
    }

    /// Whether a clone is running.
    var isCloning: Bool { request != nil }

    /// `C`: asks where, offering `./NAME`.
    func start() {
        guard !isCloning else { return say("a clone is in progress", .warning) }
        prompt = .path("./" + name, choice: "clone \(TextSanitizer.singleLine(fullName))")
        redisplay()
    }

    func completeSavePath(_ typed: String) -> String {
        DirectoryCompletionText.complete(typed, candidates: usecase.directoryCompletions(of: typed))
    }

    func didSubmitSavePath(_ typed: String) {
        prompt = nil
        guard !typed.isEmpty else { return say("not cloned", .normal) }
        let shown = TextSanitizer.singleLine(typed)
        if usecase.isOccupied(typed) {
            return say("not cloned: \(shown) exists and is not an empty directory", .error)
        }
        say("cloning \(TextSanitizer.singleLine(fullName)) into \(shown)…", .busy)
        request = usecase.clone(fullName, into: typed, progress: { [weak self] line in
            guard let self, request != nil else { return }
            say("cloning into \(shown): " + TextSanitizer.singleLine(line), .busy)
        }, completion: { [weak self] outcome in
            guard let self else { return }
            request = nil
            switch outcome {
            case .cloned(let path):
                say("cloned \(TextSanitizer.singleLine(fullName)) into \(TextSanitizer.singleLine(path))", .normal)
            case .failed(let message):
                say("could not clone: " + TextSanitizer.singleLine(message), .error)
            }
        })
    }

    func didAnswerOverwrite(_ yes: Bool) {}

    func didCancelSave() {
        guard prompt != nil else { return }
        prompt = nil
        say("not cloned", .normal)
    }

    func didStepSaveChoice(_ step: Int) {}
}
