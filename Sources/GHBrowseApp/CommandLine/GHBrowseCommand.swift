import APIClient
import ArgumentParser
import Configuration
import Interactors
import Usecases
import PresentationKit

/// `ghbrowse`: with no subcommand, the full-screen browser; `search` and `view` for scripts.
public struct GHBrowseCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "ghbrowse",
        abstract: "Browse GitHub's repositories from the terminal.",
        discussion: """
            Without a subcommand, opens the full-screen browser (it needs a terminal).

            Environment: GH_TOKEN or GITHUB_TOKEN (the token; else gh's login, see `ghbrowse auth status`), \
            GITHUB_API_URL (the API base), GH_HOST, XDG_CONFIG_HOME (config.toml, see `ghbrowse config`), \
            XDG_STATE_HOME (the search history), XDG_CACHE_HOME (the response cache, 64 MiB; clear it with \
            rm -rf ~/.cache/ghbrowse), NO_COLOR, COLORTERM, BROWSER, GHBROWSE_NO_MOUSE, GHBROWSE_PAGER and PAGER \
            (the pager of view, cat, log and long help on a terminal; default less -FRX).
            """,
        version: GHBrowseVersion.current,
        subcommands: [SearchCommand.self, ViewCommand.self, TreeCommand.self, CatCommand.self, BlameCommand.self, DownloadCommand.self, LogCommand.self,
                      ReleasesCommand.self, IssuesCommand.self, IssueCommand.self, PullRequestsCommand.self,
                      PullRequestCommand.self, PullRequestDiffCommand.self, ChecksCommand.self, RunsCommand.self, RunCommand.self, RunLogCommand.self, NotificationsCommand.self, InboxCommand.self, CodeCommand.self,
                      StarsCommand.self,
                      ReposCommand.self, StarCommand.self, UnstarCommand.self, AuthCommand.self, ConfigCommand.self, KeysManualCommand.self])

    @Option(name: .long, help: ArgumentHelp("Where to keep the search history.", valueName: "path"))
    var historyFile: String?

    @Flag(name: .long, help: "Leave the mouse to the terminal (its own text selection); also GHBROWSE_NO_MOUSE.")
    var noMouse = false

    @Option(help: ArgumentHelp("dark, light, or auto (the background from COLORFGBG, else asked of the terminal, else dark); "
                               + "NO_COLOR still wins. "
                               + "Default: config.toml's theme, else auto.", valueName: "theme"))
    var theme: AppConfiguration.Theme?

    @OptionGroup var noCacheOption: NoCacheOption
    var noCache: Bool { noCacheOption.noCache }

    public init() {}

    public mutating func run() throws {
        let status = Self.launch(QuickCommand.LaunchChoices(historyFile: historyFile, noMouse: noMouse, theme: theme,
                                                            noCache: noCache))
        if status != 0 { throw ExitCode(status) }
    }

    /// Runs the full-screen browser with these options and returns its exit status.
    static func launch(_ choices: QuickCommand.LaunchChoices) -> Int32 {
        let environment = ProcessEnvironment.current()
        let services = AppServices(environment: environment, historyFile: choices.historyFile, noMouse: choices.noMouse,
                                   cache: choices.noCache ? .off : .interactive, theme: choices.theme,
                                   askTerminal: true)
        return MainActor.assumeIsolated {
            InteractiveApp(services: services, events: UIEventQueue()).run()
        }
    }
}

extension AppConfiguration.Theme: ExpressibleByArgument {}
