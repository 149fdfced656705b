import Entities
import RepositoryBrowsing
import Usecases
@testable import RepositoryDetailPresenter
import TestSupport
import Testing

/// A `RepositoryCloningUsecase` that records what it was asked and answers when told.
@MainActor
final class RepositoryCloningUsecaseMock: RepositoryCloningUsecase {
    var occupied: Set<String> = []
    var completions: [String: [String]] = [:]
    private(set) var clones: [(fullName: String, path: String)] = []
    private var progress: (@MainActor (String) -> Void)?
    private var completion: (@MainActor (CloneOutcome) -> Void)?

    func isOccupied(_ path: String) -> Bool { occupied.contains(path) }
    func directoryCompletions(of typed: String) -> [String] { completions[typed] ?? [] }

    func clone(_ fullName: String, into path: String, progress: @escaping @MainActor (String) -> Void,
               completion: @escaping @MainActor (CloneOutcome) -> Void) -> Cancellable {
        clones.append((fullName, path))
        self.progress = progress
        self.completion = completion
        return CancellableSpy()
    }

    func step(_ line: String) { progress?(line) }
    func finish(_ outcome: CloneOutcome) { completion?(outcome) }
}

/// `C` on a detail: the save prompt asking where (`./NAME` offered, Tab completing directories),
/// an occupied directory refused before git runs, git's progress and outcome said, sanitized.
@MainActor
@Suite final class RepositoryDetailCloneTests {
    let view = RepositoryDetailViewSpy()
    let cloning = RepositoryCloningUsecaseMock()
    var presenter: RepositoryDetailViewPresenter!

    init() {
        presenter = makePresenter(repository: Sample.legit)
    }

    private func makePresenter(repository: Repository) -> RepositoryDetailViewPresenter {
        let presenter = RepositoryDetailViewPresenter(
            repository: repository, view: view, router: RepositoryDetailRouterSpy(),
            detailUsecase: RepositoryUsecaseMock(), readmeUsecase: RepositoryReadmeUsecaseMock(),
            languagesUsecase: RepositoryLanguagesUsecaseMock(),
            services: .doubles(browser: OpenURLUsecaseMock(), clipboard: ClipboardUsecaseMock(),
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: false), recentUsecase: RecentRepositoriesUsecaseSpy(),
            starStateUsecase: StarStateUsecaseMock(), refsUsecase: RepositoryRefsUsecaseMock(),
            currentRefUsecase: CurrentRefUsecaseMock(), currentSearch: nil,
            cloningUsecase: cloning)
        presenter.viewDidLoad(keyHints: [])
        return presenter
    }

    /// The offered directory is made from GitHub's name: a traversal or control characters in it
    /// never reach the prompt (the last part, cleaned; nothing usable left: `./repository`).
    @Test(arguments: [("../../.bashrc\u{1B}[2J", "./.bashrc[2J"), ("..", "./repository"), ("\u{1B}\u{07}", "./repository")])
    func aHostileNameOffersASafeDirectory(name: String, offered: String) {
        var repository = Sample.legit
        repository.name = name
        repository.fullName = "evil/" + name
        let presenter = makePresenter(repository: repository)
        presenter.didRequest(.clone)
        guard case .path(let text, let choice)? = view.last.clonePrompt else {
            Issue.record("no prompt")
            return
        }
        #expect(text == offered)
        #expect(choice.map { !$0.unicodeScalars.contains { $0.value < 0x20 } } == true, "the choice is sanitized")
    }

    @Test func cOffersTheRepositorysNameInTheCurrentDirectory() {
        presenter.didRequest(.clone)
        #expect(view.last.clonePrompt == .path("./legit", choice: "clone kennethreitz/legit"))
        cloning.completions["./le"] = ["./legacy/", "./legal/"]
        #expect(presenter.cloneEvents?.completeSavePath("./le") == "./lega")
    }

    @Test func enterClonesThereShowsGitsProgressSanitizedAndSaysWhereItWent() {
        presenter.didRequest(.clone)
        presenter.cloneEvents?.didSubmitSavePath("./src/legit")
        #expect(cloning.clones.map(\.path) == ["./src/legit"])
        #expect(cloning.clones.map(\.fullName) == ["kennethreitz/legit"])
        #expect(view.last.clonePrompt == nil)
        #expect(view.last.status == "cloning kennethreitz/legit into ./src/legit…")
        cloning.step("Receiving objects:  42% (42/100)\u{1B}[2K")
        #expect(view.last.status == "cloning into ./src/legit: Receiving objects:  42% (42/100)")
        #expect(view.last.statusTone == .busy)
        cloning.finish(.cloned(path: "./src/legit"))
        #expect(view.last.status == "cloned kennethreitz/legit into ./src/legit")
        #expect(view.last.statusTone == .normal)
    }

    @Test func aFailureSaysGitsLastMessageSanitized() {
        presenter.didRequest(.clone)
        presenter.cloneEvents?.didSubmitSavePath("./legit")
        cloning.finish(.failed("fatal: repository not found\u{1B}]52;c;aGk=\u{07}"))
        #expect(view.last.status == "could not clone: fatal: repository not found")
        #expect(view.last.statusTone == .error)
    }

    @Test func aDirectoryWithSomethingInItIsRefusedBeforeGitRuns() {
        cloning.occupied = ["./legit"]
        presenter.didRequest(.clone)
        presenter.cloneEvents?.didSubmitSavePath("./legit")
        #expect(cloning.clones.isEmpty)
        #expect(view.last.status == "not cloned: ./legit exists and is not an empty directory")
        #expect(view.last.statusTone == .error)
    }

    @Test func escClosesThePromptAndClonesNothing() {
        presenter.didRequest(.clone)
        presenter.cloneEvents?.didCancelSave()
        #expect(view.last.clonePrompt == nil)
        #expect(view.last.status == "not cloned")
        #expect(cloning.clones.isEmpty)
    }
}
