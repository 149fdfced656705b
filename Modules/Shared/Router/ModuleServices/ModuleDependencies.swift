import APIClient
import Entities
import Interactors
import Routes
import Store
import TerminalUI
import Usecases

/// What the composition root hands the Routers so they can assemble modules:
/// the concrete services, each behind its protocol.
///
/// Only Routers reach this target (Views and Presenters cannot). The navigator is held weakly:
/// it owns the stack, the stack owns the screens, the screens own their Presenters and Routers,
/// and the Routers own these dependencies, so a strong reference here would keep it all alive.
@MainActor
public struct ModuleDependencies {
    public var github: GitHubRequestable
    public var historyStore: SearchHistoryStoring
    /// The repositories opened (the command palette's recent ones), beside the history; none kept
    /// until the composition root sets a file.
    public var recentRepositoriesStore: RecentRepositoriesStoring = RecentRepositoriesStore(path: "")
    public var processLauncher: ProcessLaunching
    public var scheduler: WorkScheduler
    /// Runs work after a delay (countdowns, retries, checking on the browser).
    public var delayScheduler: DelayedWorkScheduler
    public var dateProvider: DateProvider
    public private(set) weak var navigator: RouteNavigating?
    /// Runs an action on the screen on top as its key would (the command palette's Enter): the
    /// navigation stack, set by the navigator.
    public weak var screenActions: ScreenActionPerforming?
    public var keyBindings: KeyBindings
    /// `$BROWSER`, if set.
    public var browserSetting: String?
    /// Whether a token is configured (shapes rate-limit and 401 hints).
    public var hasToken: Bool
    /// One warning for the list's status line at launch (the response cache could not be set
    /// up), or nil. Set by the composition root after `init`.
    public var startupNotice: String?
    /// The ref each repository's screens read from (`b` on a detail picks it): one instance for
    /// the whole session, shared by every copy of these dependencies.
    public var currentRefs: CurrentRefUsecase
    /// The theme code is highlighted in (GitHub Dark or Light, as the terminal's background).
    /// Set by the composition root after `init`.
    public var codeTheme: CodeTheme = .dark
    /// The sort and order a new search runs with until one is chosen (`config.toml`'s `sort`, `order`).
    public var defaultSort: RepositorySearchSort?
    public var defaultOrder: SearchOrder = .desc
    /// The search history's records not yet stored, which the app lets finish before it exits.
    public let historyWrites = PendingWrites()
    /// The terminal's clipboard (OSC 52) `y` copies to; nil with no terminal (nothing is copied,
    /// the link is shown). Set by the composition root once the terminal is started.
    public var terminalClipboard: TerminalClipboard?
    /// The terminal `e` and `|` hand to the editor or pager; nil with no terminal. Set by the
    /// composition root once the terminal is started.
    public var terminalHandover: TerminalHandingOver?
    /// Saves files and assets (`d`); nil: `d` says nothing can be saved. Set by the composition root.
    public var fileSaver: (@MainActor (WorkScheduler) -> FileSavingUsecase)?
    /// `$VISUAL`, `$EDITOR`, `$PAGER`. Set by the composition root.
    public var viewerSettings = ExternalViewerSettings()

    public init(github: GitHubRequestable, historyStore: SearchHistoryStoring, processLauncher: ProcessLaunching,
                scheduler: WorkScheduler, delayScheduler: DelayedWorkScheduler, dateProvider: DateProvider, navigator: RouteNavigating,
                keyBindings: KeyBindings, browserSetting: String?, hasToken: Bool, currentRefs: CurrentRefUsecase) {
        self.github = github
        self.historyStore = historyStore
        self.processLauncher = processLauncher
        self.scheduler = scheduler
        self.delayScheduler = delayScheduler
        self.dateProvider = dateProvider
        self.navigator = navigator
        self.keyBindings = keyBindings
        self.browserSetting = browserSetting
        self.hasToken = hasToken
        self.currentRefs = currentRefs
    }
}
