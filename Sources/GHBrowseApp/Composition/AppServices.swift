#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
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
    let github: GitHubRequestable
    let historyStore: SearchHistoryStoring
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

    init(environment: [String: String], historyFile: String?, noMouse: Bool, cache use: CacheUse) {
        self.environment = environment
        self.noMouse = noMouse
        configuration = GitHubConfiguration.fromEnvironment(environment)
        let cache: any ResponseCaching
        switch use {
        case .off:
            cache = DisabledResponseCache()
        case .interactive, .commandLine:
            cache = FileResponseCache(directory: CacheLocation.directory(environment: environment),
                                      fileSystem: PosixCacheFileSystem(), clock: { Date() })
        }
        cacheWarning = cache.warning
        let client = GitHubClient(configuration: configuration, httpClient: CurlHTTPClient(), cache: cache)
        switch use {
        case .off, .interactive:
            github = client
        case .commandLine(let maximumAge):
            github = CommandLineFreshness.client(wrapping: client, maximumAge: maximumAge)
        }
        historyStore = SearchHistoryStore(path: historyFile ?? SearchHistoryLocation.defaultPath(environment: environment))
    }

    var hasToken: Bool { configuration.token != nil }

    /// `NO_COLOR` (any non-empty value) turns colour off.
    var useColor: Bool { (environment["NO_COLOR"] ?? "").isEmpty }

    /// Mouse reporting is on unless `--no-mouse` or `GHBROWSE_NO_MOUSE` (any non-empty value).
    var useMouse: Bool { !noMouse && (environment["GHBROWSE_NO_MOUSE"] ?? "").isEmpty }

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
            keyBindings: .ghbrowse,
            browserSetting: environment["BROWSER"],
            hasToken: hasToken)
        dependencies.startupNotice = cacheWarning
        return dependencies
    }
}
