import ArgumentParser

/// `--cache DURATION` (as in `gh api --cache`): how old an answer a script accepts without a
/// request: a whole number with `s`, `m`, `h` or `d` (`30s`, `5m`, `1h`, `2d`).
struct CacheDuration: ExpressibleByArgument, Equatable {
    let seconds: Double

    init?(argument: String) {
        guard let unit = argument.last, let count = Int(argument.dropLast()), count >= 0 else { return nil }
        let scale: Double
        switch unit {
        case "s": scale = 1
        case "m": scale = 60
        case "h": scale = 3_600
        case "d": scale = 86_400
        default: return nil
        }
        seconds = Double(count) * scale
    }

    static var defaultValueDescription: String { "30s, 5m, 1h, 2d" }
}

/// `--no-cache`, on `ghbrowse` and on its subcommands (one option group, so a subcommand sees it
/// wherever it is written).
struct NoCacheOption: ParsableArguments {
    @Flag(help: "Do not read or write the response cache for this run.")
    var noCache = false
}

/// The cache options of `search` and `view`.
struct CacheOptions: ParsableArguments {
    @OptionGroup var noCacheOption: NoCacheOption
    var noCache: Bool { noCacheOption.noCache }

    @Option(name: .customLong("cache"),
            help: ArgumentHelp("Accept a cached answer up to this old (30s, 5m, 1h) without asking GitHub.",
                               valueName: "duration"))
    var maximumAge: CacheDuration?

    func validate() throws {
        if noCache && maximumAge != nil {
            throw ValidationError("--cache and --no-cache cannot be used together.")
        }
    }
}
