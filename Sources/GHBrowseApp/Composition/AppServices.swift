import APIClient
import Interactors
import ScreenKit
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

    init(environment: [String: String], historyFile: String?, noMouse: Bool) {
        self.environment = environment
        self.noMouse = noMouse
        configuration = GitHubConfiguration.fromEnvironment(environment)
        github = GitHubClient(configuration: configuration, httpClient: CurlHTTPClient())
        historyStore = SearchHistoryStore(path: historyFile ?? SearchHistoryLocation.defaultPath(environment: environment))
    }

    var hasToken: Bool { configuration.token != nil }

    /// `NO_COLOR` (any non-empty value) turns colour off.
    var useColor: Bool { (environment["NO_COLOR"] ?? "").isEmpty }

    /// Mouse reporting is on unless `--no-mouse` or `GHBROWSE_NO_MOUSE` (any non-empty value).
    var useMouse: Bool { !noMouse && (environment["GHBROWSE_NO_MOUSE"] ?? "").isEmpty }

    @MainActor
    func moduleDependencies(navigation: NavigationStack, scheduler: WorkScheduler & DelayedWorkScheduler)
        -> ModuleDependencies {
        ModuleDependencies(
            github: github,
            historyStore: historyStore,
            processLauncher: PosixProcessLauncher(),
            scheduler: scheduler,
            delayScheduler: scheduler,
            dateProvider: SystemDateProvider(),
            navigation: navigation,
            keyBindings: .ghbrowse,
            browserSetting: environment["BROWSER"],
            hasToken: hasToken)
    }
}
