import Entities
import PresentationKit
import RepositoryDetailPresenter
import RepositoryDetailView
import RepositoryListPresenter
import RepositoryListView
import ScreenKit
import TerminalUI
import TextCells
import Usecases

/// The list and detail screens as the app assembles them (their real Presenter and
/// ViewController, the key table's sections), over use cases a fuzz target gives, drawn on an
/// in-memory surface at the sizes an input picks.
@MainActor
public enum ScreenHarness {
    /// The list's and the detail's sections of ghbrowse's key table.
    public static let bindings = KeyBindings(
        sections: [SharedKeys.everywhere] + RepositoryListKeys.sections + RepositoryDetailKeys.sections
            + [SharedKeys.help],
        global: .everywhere)

    /// Another screen's sections of the key table, between the shared ones, as the app builds it.
    public static func bindings(for sections: [KeyBindings.Section]) -> KeyBindings {
        KeyBindings(sections: [SharedKeys.everywhere] + sections + [SharedKeys.help], global: .everywhere)
    }

    /// A list screen over `searchUsecase`: the root list (recalling an empty history) when
    /// `search` is nil, otherwise a list pushed from a detail that runs `search` at once.
    public static func list(searchUsecase: SearchRepositoryUsecase, search: RepositorySearch?,
                            delays: PendingDelays, startupNotice: String? = nil) -> Screen {
        let view = RepositoryListViewController(bindings: bindings)
        view.presenter = RepositoryListViewPresenter(
            view: view, router: NowhereRouter(), searchUsecase: searchUsecase, historyUsecase: EmptyHistory(),
            delayUsecase: delays, starStateUsecase: NoStars(),
            services: ScreenServices(browser: NoBrowser(), clipboard: NoClipboard(), dateProvider: FixedDate(), hasToken: false),
            initialSearch: search,
            breadcrumb: search == nil ? [] : ["github", "fuzz/fuzz", search?.query ?? ""],
            startupNotice: startupNotice)
        return view
    }

    /// A detail screen for `repository` over the given use cases.
    public static func detail(repository: Repository, detailUsecase: RepositoryUsecase,
                              readmeUsecase: RepositoryReadmeUsecase,
                              languagesUsecase: RepositoryLanguagesUsecase) -> Screen {
        let view = RepositoryDetailViewController(bindings: bindings)
        view.presenter = RepositoryDetailViewPresenter(
            repository: repository, view: view, router: NowhereRouter(), detailUsecase: detailUsecase,
            readmeUsecase: readmeUsecase, languagesUsecase: languagesUsecase,
            services: ScreenServices(browser: NoBrowser(), clipboard: NoClipboard(), dateProvider: FixedDate(), hasToken: false),
            recentUsecase: NoRecentRepositories(), starStateUsecase: NoStars(), refsUsecase: NoRefs(),
            currentRefUsecase: DefaultRefOnly(), currentSearch: RepositorySearch(query: "fuzz"))
        return view
    }

    /// Shows `screen` at `size`, gives it `keys` (drawing now and then, as the run loop does),
    /// runs what it asked to run later, then draws it again at a second size; what it drew is read
    /// back and checked first, after the keys, and last. Returns what it drew
    /// first, before any key.
    @discardableResult
    public static func exercise(_ screen: Screen, keys: [KeyPress], size: TerminalSize,
                                delays: PendingDelays? = nil) -> String {
        let surface = InMemorySurface(rows: size.rows, columns: size.columns)
        screen.didAppear(size: surface.size)
        draw(screen, on: surface, checked: true)
        let first = surface.text
        for (index, key) in keys.enumerated() {
            _ = screen.handle(key: key)
            if index % 16 == 15 || index == keys.count - 1 { draw(screen, on: surface, checked: index == keys.count - 1) }
        }
        delays?.runPending(rounds: 3)
        draw(screen, on: surface, checked: true)
        surface.resize(rows: 1 + (size.columns * 7) % 50, columns: 1 + (size.rows * 13) % 230)
        screen.didResize(size: surface.size)
        draw(screen, on: surface, checked: true)
        return first
    }

    /// A terminal size from an input's bytes: 1–60 rows, 1–240 columns, tiny ones included.
    public static func size(for bytes: [UInt8]) -> TerminalSize {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes.prefix(64) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return TerminalSize(rows: 1 + Int(hash % 60), columns: 1 + Int((hash >> 16) % 240))
    }

    /// Draws `screen`; `checked`: then reads the surface back (slow, so not after every key).
    private static func draw(_ screen: Screen, on surface: InMemorySurface, checked: Bool) {
        surface.clear()
        screen.draw(on: surface)
        screen.needsRedraw = false
        guard checked else { return }
        let lines = surface.lines
        precondition(lines.count == surface.size.rows, "the surface lost rows")
        for line in lines {
            precondition(DisplayWidth.of(line) <= surface.size.columns, "a line drawn wider than the surface")
        }
    }
}
