import CommandPalettePresenter
import Entities
import Routes
import TestSupport
import Testing

@MainActor
@Suite struct CommandPalettePresenterTests {
    private let view = CommandPaletteViewSpy()
    private let router = CommandPaletteRouterSpy()
    private let recent = RecentRepositoriesUsecaseSpy(recent: ["junegunn/fzf", "cli/cli"])

    private let actions = [
        PaletteAction(request: "open-in-browser", help: "open in the browser", keyLabel: "o", section: "Detail"),
        PaletteAction(request: "copy-link", help: "copy the repository's link to the clipboard", keyLabel: "Ctrl-Y",
                      section: "Detail", isRemapped: true),
        PaletteAction(request: "copy-clone-url", help: "copy the repository's clone URL (https) to the clipboard",
                      keyLabel: nil, section: "Detail"),
        PaletteAction(request: "help", help: "show these keys", keyLabel: "?", section: "Everywhere"),
    ]

    private func makePresenter() -> CommandPaletteViewPresenter {
        let presenter = CommandPaletteViewPresenter(actions: actions, trail: ["github", "o/r", "commands"], view: view,
                                                    router: router, recentUsecase: recent)
        presenter.viewDidLoad()
        return presenter
    }

    @Test func listsTheActionsWithTheirKeysAndSectionsThenTheRecentRepositories() {
        _ = makePresenter()
        #expect(recent.loadCount == 1)
        #expect(view.last.title == "github › o/r › commands")
        #expect(view.last.rows.map(\.title) == [
            "open in the browser", "copy the repository's link to the clipboard",
            "copy the repository's clone URL (https) to the clipboard", "show these keys", "junegunn/fzf", "cli/cli",
        ])
        #expect(view.last.rows.map(\.keys) == ["o", "Ctrl-Y (remapped)", "no key", "?", "", ""])
        #expect(view.last.rows.map(\.section) == ["Detail", "Detail", "Detail", "Everywhere",
                                                  "Recent repositories", "Recent repositories"])
        #expect(view.last.status == "4 actions · 2 recent repositories")
    }

    @Test func theActionsShowBeforeTheRecentRepositoriesArrive() {
        recent.holdsAnswer = true
        let presenter = makePresenter()
        #expect(view.last.rows.count == 4)
        recent.answer()
        #expect(view.last.rows.count == 6)
        _ = presenter
    }

    @Test func typingFiltersFuzzilyBestFirstAndEnterRunsTheAction() {
        let presenter = makePresenter()
        presenter.filterDidChange(to: "clone")
        #expect(view.last.rows.first?.title == "copy the repository's clone URL (https) to the clipboard")
        #expect(view.last.rows.first?.keys == "no key")
        presenter.didPick(row: 0)
        #expect(router.ran == ["copy-clone-url"])
        #expect(router.replacements.isEmpty)
    }

    @Test func aRecentRepositoryPickedOpensItsDetailInThePalettesPlace() {
        let presenter = makePresenter()
        presenter.filterDidChange(to: "fzf")
        #expect(view.last.rows.map(\.title) == ["junegunn/fzf"])
        #expect(view.last.status == "0 actions · 1 recent repository")
        presenter.didPick(row: 0)
        guard case .repository(let repository, let search)? = router.replacements.first else {
            Issue.record("no repository opened")
            return
        }
        #expect(repository.fullName == "junegunn/fzf")
        #expect(search == nil)
        #expect(router.ran.isEmpty)
    }

    @Test func nothingMatchingSaysSoAndEnterDoesNothing() {
        let presenter = makePresenter()
        presenter.filterDidChange(to: "zzzzqqq")
        #expect(view.last.rows.isEmpty)
        #expect(view.last.status == "nothing matches")
        presenter.didPick(row: 0)
        #expect(router.ran.isEmpty && router.replacements.isEmpty)
        presenter.filterDidChange(to: "")
        #expect(view.last.rows.count == 6)
    }

    @Test func hostileRepositoryNamesAreDrawnSafely() {
        recent.recent = ["o/r\u{1B}]52;c;AAAA\u{07}"]
        _ = makePresenter()
        #expect(view.last.rows.last.map { !$0.title.contains("\u{1B}") && !$0.title.contains("\u{07}") } == true)
    }

    @Test func theTitleFitsTheWidth() {
        let presenter = makePresenter()
        presenter.viewDidResize(columns: 20)
        #expect(view.last.title.count <= 20)
    }
}
