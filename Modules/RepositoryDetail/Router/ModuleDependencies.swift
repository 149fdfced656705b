import APIClient
import Interactors
import TerminalUI

/// What the composition root hands the Routers so they can assemble modules:
/// the concrete services, each behind its protocol.
@MainActor
public struct ModuleDependencies {
    public var github: GitHubRequestable
    public var historyStore: SearchHistoryStoring
    public var processLauncher: ProcessLaunching
    public var scheduler: WorkScheduler
    public var dateProvider: DateProvider
    public var navigation: NavigationStack
    public var keyBindings: KeyBindings
    /// `$BROWSER`, if set.
    public var browserSetting: String?
    /// Whether a token is configured (shapes rate-limit and 401 hints).
    public var hasToken: Bool

    public init(github: GitHubRequestable, historyStore: SearchHistoryStoring, processLauncher: ProcessLaunching,
                scheduler: WorkScheduler, dateProvider: DateProvider, navigation: NavigationStack,
                keyBindings: KeyBindings, browserSetting: String?, hasToken: Bool) {
        self.github = github
        self.historyStore = historyStore
        self.processLauncher = processLauncher
        self.scheduler = scheduler
        self.dateProvider = dateProvider
        self.navigation = navigation
        self.keyBindings = keyBindings
        self.browserSetting = browserSetting
        self.hasToken = hasToken
    }
}
