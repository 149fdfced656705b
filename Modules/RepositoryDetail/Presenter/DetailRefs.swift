import Entities
import PresentationKit
import TextCells
import Usecases

/// The detail screen's ref: the one picked with `b` (here or on another of the repository's
/// screens this session), else the default branch; `b` loads the branches and tags and offers
/// them in a chooser. It tells the screen what to say and when the ref changed.
@MainActor
final class DetailRefs {
    private let refsUsecase: RepositoryRefsUsecase
    private let currentRefUsecase: CurrentRefUsecase
    private let fullName: String
    /// The ref picked with `b` (or earlier in the session); nil: the default branch.
    private(set) var picked: String?
    /// Fetching the branches and tags for `b`, while it runs.
    private var loader: RefChoiceLoader?
    /// Told when a ref is picked for this repository.
    private var observation: Cancellable?

    init(refsUsecase: RepositoryRefsUsecase, currentRefUsecase: CurrentRefUsecase, fullName: String) {
        self.refsUsecase = refsUsecase
        self.currentRefUsecase = currentRefUsecase
        self.fullName = fullName
        picked = currentRefUsecase.currentRef(of: fullName)
    }

    func cancel() {
        observation?.cancel()
        loader?.cancel()
    }

    /// Calls `didChange` with a ref picked for this repository, here or on another of its screens.
    func observe(_ didChange: @escaping (String) -> Void) {
        observation = currentRefUsecase.observe(fullName) { [weak self] ref in
            guard let self, ref != picked else { return }
            picked = ref
            didChange(ref)
        }
    }

    /// `b`: loads the branches and tags (once at a time); `answered` gets them, or why not.
    /// Returns the sentence for the status line meanwhile.
    func load(_ answered: @escaping (Result<RefChoiceLoader.Refs, GitHubError>) -> Void) -> String {
        guard loader == nil else { return "still loading branches and tags…" }
        let loader = RefChoiceLoader(usecase: refsUsecase, fullName: fullName) { [weak self] answer in
            self?.loader = nil
            answered(answer)
        }
        self.loader = loader
        loader.start()
        return "loading branches and tags…"
    }
}
