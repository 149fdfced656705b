import Configuration

/// A command line read without ArgumentParser (`QuickArguments`): the common forms of the
/// browser's launch, `--version`, `search`, `view` and `pr-diff`, as the values their commands run with.
enum QuickCommand: Equatable {
    /// `ghbrowse` with no subcommand: the full-screen browser.
    case launch(LaunchChoices)
    /// `ghbrowse --version`.
    case version
    /// `ghbrowse search …`.
    case search(SearchCommandRequest, cache: CacheChoices)
    /// `ghbrowse view OWNER/REPO …`.
    case view(repository: String, json: JSONOutputRequest?, cache: CacheChoices)
    /// `ghbrowse pr-diff OWNER/REPO NUMBER …`.
    case pullRequestDiff(repository: String, number: Int, cache: CacheChoices)

    /// The root command's options, as `GHBrowseCommand` holds them.
    struct LaunchChoices: Equatable {
        var historyFile: String?
        var noMouse = false
        var theme: AppConfiguration.Theme?
        var noCache = false
    }

    /// `--no-cache` and `--cache DURATION`, as `CacheOptions` holds them.
    struct CacheChoices: Equatable {
        var noCache = false
        var maximumAge: Double?
    }
}
