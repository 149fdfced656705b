import ArgumentParser

/// `--color auto|always|never`, on every command: whether the terminal renderings (`cat`'s
/// highlighting, `view`'s README) carry colour and styles.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    /// On a terminal, unless `NO_COLOR` is set.
    case auto
    /// Even with `NO_COLOR` (and when the output goes through a pipe to a pager that reads them).
    case always
    case never
}

/// The `--color` option group.
struct ColorOption: ParsableArguments {
    @Option(help: ArgumentHelp("auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "when"))
    var color: ColorChoice = .auto
}

/// How many colours a terminal shows, from `COLORTERM`, as the browser assumes: 24-bit only
/// when `COLORTERM` says `truecolor` or `24bit`, else the 256 of the xterm palette.
enum ColorDepth: Equatable {
    case palette256
    case trueColor

    init(environment: [String: String]) {
        switch environment["COLORTERM"] {
        case "truecolor", "24bit": self = .trueColor
        default: self = .palette256
        }
    }
}
