#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import Auth
import Configuration
import Interactors
import Usecases
import ResponseCache
import ModuleServices
import Routes
import Store
import TerminalUI

/// The composition root: the one place (with the Routers) that constructs concrete types.
/// It reads the configuration once and builds the HTTP client, the GitHub client, the
/// history store and the process launcher, handing them on behind their protocols.
struct AppServices {
    let configuration: GitHubConfiguration
    /// The host and the token (maybe still on its way from `gh auth token`).
    let tokens: TokenSetup
    /// `config.toml`'s settings (defaults where it has none or they are wrong) and its problems.
    let settings: ConfigurationFile.Loaded
    let github: GitHubRequestable
    let historyStore: SearchHistoryStoring
    /// The repositories opened, in the history's directory.
    let recentRepositoriesStore: RecentRepositoriesStoring
    let environment: [String: String]
    private let noMouse: Bool
    /// Why the response cache is off although it was wanted (shown once on the status line).
    let cacheWarning: String?

    /// How a run uses the response cache.
    enum CacheUse {
        /// `--no-cache`: nothing read or written.
        case off
        /// The browser: HTTP's rules; screens ask for "cached now, fresh later" themselves.
        case interactive
        /// `search` / `view`: always ask GitHub (conditionally), or accept an answer up to
        /// `maximumAge` seconds old without a request (`--cache DURATION`).
        case commandLine(maximumAge: Double?)
    }

    /// The palette: `--theme`, else `config.toml`'s `theme`, read against the environment
    /// (`COLORFGBG`, `NO_COLOR` winning) and, with `askTerminal`, the terminal's answer to OSC 11.
    let theme: ResolvedTheme

    /// `askTerminal`: whether `--theme auto` may ask the terminal for its background (the
    /// browser, before its first frame); the command line decides per command.
    init(environment: [String: String], historyFile: String?, noMouse: Bool, cache use: CacheUse,
         theme themeOption: AppConfiguration.Theme? = nil, askTerminal: Bool = false) {
        self.environment = environment
        self.noMouse = noMouse
        tokens = TokenSetup(environment: environment)
        settings = ConfigurationFile.load(path: ConfigurationFile.path(environment: environment), catalog: .ghbrowse)
        let query: (() -> ResolvedTheme?)? = askTerminal ? { AppServices.terminalBackground() } : nil
        theme = ThemeChoice.resolve(themeOption ?? settings.configuration.theme, environment: environment,
                                    askTerminal: query)
        configuration = GitHubConfiguration(baseURL: tokens.host.apiBaseURL, tokenProvider: tokens.provider)
        let cache: any ResponseCaching
        switch use {
        case .off:
            cache = DisabledResponseCache()
        case .interactive, .commandLine:
            cache = FileResponseCache(directory: CacheLocation.directory(environment: environment),
                                      fileSystem: PosixCacheFileSystem(), clock: { Date() },
                                      maximumBytes: settings.configuration.cacheSizeMiB << 20)
        }
        cacheWarning = cache.warning
        // Every request waits behind the rate gates: nothing is sent for a limited resource.
        let client = RateGatedClient(
            wrapping: GitHubClient(configuration: configuration, httpClient: DeferredHTTPClient { CurlHTTPClient() },
                                   cache: cache),
            gate: RateGate(clock: { Date() }))
        switch use {
        case .off, .interactive:
            github = client
        case .commandLine(let maximumAge):
            github = CommandLineFreshness.client(wrapping: client, maximumAge: maximumAge)
        }
        let historyPath = historyFile ?? SearchHistoryLocation.defaultPath(environment: environment)
        historyStore = SearchHistoryStore(path: historyPath)
        recentRepositoriesStore = RecentRepositoriesStore(path: RecentRepositoriesStore.path(besideHistory: historyPath))
    }

    /// Saves files and release assets (`d`, `ghbrowse download`): streamed straight to disk by
    /// their own curl client (no total time limit), the token only to the API's origin.
    @MainActor
    func fileSaving(scheduler: WorkScheduler) -> FileSavingUsecase {
        FileSaveInteractor(job: FileDownloadJob(downloader: GitHubDownloader(configuration: configuration,
                                                                            http: CurlHTTPClient())),
                           scheduler: scheduler)
    }

    /// The terminal's background as it answers OSC 11 (nil when it does not).
    static func terminalBackground() -> ResolvedTheme? {
        guard let background = TerminalBackgroundQuery.ask() else { return nil }
        return background == .light ? ResolvedTheme.light : ResolvedTheme.dark
    }

    /// The palette for a command's coloured output on a terminal: as `theme`, asking the
    /// terminal when `config.toml` says `auto` and the environment does not tell.
    func commandTheme() -> ResolvedTheme {
        ThemeChoice.resolve(settings.configuration.theme, environment: environment,
                            askTerminal: { AppServices.terminalBackground() })
    }

    /// Whether a token is (or may soon be) configured, without waiting for `gh`.
    var hasToken: Bool { tokens.mayHaveToken }

    /// `NO_COLOR` (any non-empty value) turns colour off.
    var useColor: Bool { theme != .noColor }

    /// The key table with `config.toml`'s `[keys]` applied.
    var keyBindings: KeyBindings { KeyBindings.ghbrowse.remapped(by: settings.configuration.keys) }

    /// The background the palette is made for.
    var background: TerminalBackground { theme == .light ? .light : .dark }

    /// Mouse reporting is on unless `--no-mouse`, `GHBROWSE_NO_MOUSE` (any non-empty value) or
    /// `mouse = false` in `config.toml`.
    var useMouse: Bool {
        !noMouse && (environment["GHBROWSE_NO_MOUSE"] ?? "").isEmpty && settings.configuration.mouse
    }

    /// Whether `y` may copy with OSC 52: unless `osc52 = false` in `config.toml` or
    /// `GHBROWSE_NO_OSC52` (any non-empty value); the terminal must take it too (`ClipboardSupport`).
    var allowsOSC52: Bool {
        (environment["GHBROWSE_NO_OSC52"] ?? "").isEmpty && settings.configuration.osc52
    }

    /// The clipboard of `terminal`, available when it takes OSC 52 (its terminfo's `Ms`, or a
    /// `TERM` known to; tmux's own when `TMUX` is set) and the person allows it.
    @MainActor
    func clipboard(of terminal: NCursesTerminal) -> TerminalClipboard {
        let accepts = ClipboardSupport.accepts(term: environment["TERM"], insideTmux: !(environment["TMUX"] ?? "").isEmpty,
                                               hasMsCapability: terminal.hasClipboardCapability)
        return TerminalClipboard(terminal: terminal, isAvailable: allowsOSC52 && accepts)
    }

    @MainActor
    func moduleDependencies(navigator: RouteNavigating, scheduler: WorkScheduler & DelayedWorkScheduler)
        -> ModuleDependencies {
        var dependencies = ModuleDependencies(
            github: github,
            historyStore: historyStore,
            processLauncher: PosixProcessLauncher(),
            scheduler: scheduler,
            delayScheduler: scheduler,
            dateProvider: SystemDateProvider(),
            navigator: navigator,
            keyBindings: keyBindings,
            browserSetting: environment["BROWSER"],
            hasToken: hasToken, currentRefs: CurrentRefInteractor())
        dependencies.viewerSettings = ExternalViewerSettings(visual: environment["VISUAL"], editor: environment["EDITOR"],
                                                             pager: [environment["GHBROWSE_PAGER"], environment["PAGER"]]
                                                                .compactMap { $0 }.first { !$0.isEmpty })
        dependencies.recentRepositoriesStore = recentRepositoriesStore
        dependencies.codeTheme = background == .light ? .light : .dark
        let services = self
        dependencies.fileSaver = { services.fileSaving(scheduler: $0) }
        dependencies.defaultSort = RepositorySearchSort(rawValue: settings.configuration.sort)
        dependencies.defaultOrder = SearchOrder(rawValue: settings.configuration.order) ?? .desc
        dependencies.startupNotice = StartupNotice.compose(cacheWarning: cacheWarning, tokenNotes: tokens.earlyNotes,
                                                           configProblems: settings.problems.map(\.sentence))
        return dependencies
    }
}
