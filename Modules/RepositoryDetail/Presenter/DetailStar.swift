import Entities
import PresentationKit
import TextCells
import Usecases

/// Your star on the detail screen: asked of GitHub on load (only with a token), changed with `*`,
/// and said among the facts ("★ starred", "not starred"). It tells the screen what to say and
/// when the star count moves; the screen shows it.
@MainActor
final class DetailStar {
    private let usecase: StarStateUsecase
    private let fullName: String
    private let hasToken: Bool
    /// Puts a sentence on the status line.
    private let setStatus: (String, StatusTone) -> Void
    /// GitHub's failure in words.
    private let sentence: (GitHubError) -> String
    /// The star was changed (true: starred): the count follows by one.
    private let countFollows: (Bool) -> Void
    /// Something to show changed.
    private let changed: () -> Void
    /// Whether you starred it, once GitHub said; nil while unknown.
    private var starred: Bool?
    /// The star state's request, or `*`'s, while it runs.
    private var request: Cancellable?

    init(usecase: StarStateUsecase, fullName: String, hasToken: Bool,
         setStatus: @escaping (String, StatusTone) -> Void, sentence: @escaping (GitHubError) -> String,
         countFollows: @escaping (Bool) -> Void, changed: @escaping () -> Void) {
        self.usecase = usecase
        self.fullName = fullName
        self.hasToken = hasToken
        self.setStatus = setStatus
        self.sentence = sentence
        self.countFollows = countFollows
        self.changed = changed
    }

    func cancel() {
        request?.cancel()
    }

    /// What the facts say about your star: nil without a token (nobody to ask about).
    var fact: String? {
        guard hasToken else { return nil }
        switch starred {
        case .some(true): return "★ starred"
        case .some(false): return "not starred"
        case .none: return request == nil ? "unknown" : "…"
        }
    }

    /// Asks GitHub whether you starred it (with a token, and not while another request runs).
    func fetch() {
        guard hasToken, request == nil else { return }
        request = usecase.fetchStarState(fullName: fullName) { [weak self] answer in
            self?.stateDidAnswer(answer)
        }
    }

    /// `*`: stars or unstars, saying why not when it cannot.
    func toggle() {
        let name = TextSanitizer.singleLine(fullName)
        guard hasToken else {
            setStatus("* needs a token to star: run gh auth login, or set GH_TOKEN", .warning)
            return
        }
        guard request == nil else {
            setStatus("still asking GitHub about your star on \(name)…", .busy)
            return
        }
        guard let starred else {
            // The state could not be read: ask again rather than guess which way to go.
            fetch()
            setStatus("asking GitHub whether you starred \(name); press * again once it says", .busy)
            return
        }
        setStatus(starred ? "unstarring \(name)…" : "starring \(name)…", .busy)
        request = usecase.setStarred(!starred, fullName: fullName) { [weak self] answer in
            self?.toggleDidAnswer(answer, name: name)
        }
    }

    private func stateDidAnswer(_ answer: Result<Bool, GitHubError>) {
        request = nil
        if case .success(let state) = answer { starred = state }
        changed()
    }

    private func toggleDidAnswer(_ answer: Result<Bool, GitHubError>, name: String) {
        request = nil
        switch answer {
        case .success(let state):
            if let starred, starred != state { countFollows(state) }
            starred = state
            setStatus(state ? "★ starred \(name)" : "unstarred \(name)", .normal)
        case .failure(let error):
            setStatus("could not \(starred == true ? "unstar" : "star") \(name): \(sentence(error))", .error)
        }
        changed()
    }
}
