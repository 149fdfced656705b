import Configuration
import Entities

/// Reads the common command lines by hand, so that `ghbrowse search …`, `ghbrowse view …`,
/// `ghbrowse pr-diff …` (issue 26: its whole cost was otherwise half ArgumentParser's),
/// `--version` and the browser's launch skip building ArgumentParser's tree of 14 commands (about
/// 19 M instructions, mostly the Swift runtime's conformance scans, against curl's 15.7 M for a
/// whole search; issue 20).
///
/// It answers only when every argument is one it knows, in a form it knows, and the values pass
/// the commands' own checks; for anything else (help, a mistake, `--limit=5`, `-l5`, a repeated
/// option, `--`, root options before a subcommand …) it answers nil and ArgumentParser parses, so
/// every message and exit status stays ArgumentParser's. `QuickArgumentsTests` holds the two
/// parsers equal over many argument vectors.
enum QuickArguments {
    /// The command `arguments` (without the program name) ask for, or nil when ArgumentParser should read them.
    static func parse(_ arguments: [String]) -> QuickCommand? {
        if arguments == ["--version"] { return .version }
        var launch = QuickCommand.LaunchChoices()
        var seen: [String] = []  // a few words: an array, no hashing to set up
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !seen.contains(argument) else { return nil }
            seen.append(argument)
            switch argument {
            case "--no-cache":
                launch.noCache = true
            case "--no-mouse":
                launch.noMouse = true
            case "--history-file":
                guard let path = value(arguments, at: &index, atRoot: true) else { return nil }
                launch.historyFile = path
            case "--theme":
                guard let name = value(arguments, at: &index, atRoot: true), let theme = AppConfiguration.Theme(rawValue: name) else {
                    return nil
                }
                launch.theme = theme
            case "search", "view":
                // Only `--no-cache` may come before a subcommand here (it is the subcommand's too).
                guard launch == QuickCommand.LaunchChoices(noCache: launch.noCache) else { return nil }
                let rest = arguments[index...]
                return argument == "search" ? search(rest, noCache: launch.noCache)
                    : view(rest, noCache: launch.noCache)
            case "pr-diff":
                guard launch == QuickCommand.LaunchChoices(noCache: launch.noCache) else { return nil }
                return pullRequestDiff(arguments[index...], noCache: launch.noCache)
            default:
                return nil
            }
        }
        return .launch(launch)
    }

    /// The names ArgumentParser may read as a subcommand rather than a value: values spelled so go to it.
    private static let commandNames = [
        "search", "view", "tree", "cat", "blame", "log", "releases", "issues", "issue", "prs", "pr", "pr-diff", "checks", "stars",
        "repos", "star", "unstar", "auth", "config", "help",
    ]

    /// The value after an option (moving `index` past it), or nil when there is none or it could be
    /// read as something else (an option, nothing at all, or before a subcommand, a subcommand's name).
    private static func value(_ arguments: [String], at index: inout Int, atRoot: Bool = false) -> String? {
        guard index < arguments.count else { return nil }
        let value = arguments[index]
        guard isPlainWord(value), !(atRoot && commandNames.contains(value)) else { return nil }
        index += 1
        return value
    }

    /// A word no parser could take for an option: not empty, no leading dash.
    private static func isPlainWord(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        return first != UInt8(ascii: "-")
    }

    /// `--no-cache`, `--cache DURATION`, `--json` (every field: a field list reaches here as
    /// `--json-fields`, which is ArgumentParser's to read), or nil when `argument` is none of them (or repeats one).
    private static func commonOption(_ argument: String, _ arguments: [String], at index: inout Int,
                                     cache: inout QuickCommand.CacheChoices, json: inout JSONOutputRequest?) -> Bool? {
        switch argument {
        case "--no-cache":
            guard !cache.noCache else { return nil }
            cache.noCache = true
        case "--cache":
            guard cache.maximumAge == nil, let word = value(arguments, at: &index),
                  let duration = CacheDuration(argument: word) else { return nil }
            cache.maximumAge = duration.seconds
        case "--json":
            guard json == nil else { return nil }
            json = JSONOutputRequest()
        default:
            return nil
        }
        return true
    }

    /// `search WORD… [--limit N] [--sort S] [--order O] [--json] [--no-cache] [--cache D]`, checked
    /// as `SearchCommand.validate` checks it.
    private static func search(_ rest: ArraySlice<String>, noCache: Bool) -> QuickCommand? {
        let arguments = Array(rest)
        var words: [String] = []
        var limit: Int?
        var sort: SearchSortArgument?
        var order: SearchOrder?
        var json: JSONOutputRequest?
        var cache = QuickCommand.CacheChoices(noCache: noCache)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if isPlainWord(argument) {
                words.append(argument)
                continue
            }
            switch argument {
            case "--limit", "-l":
                guard limit == nil, let word = value(arguments, at: &index), let number = Int(word) else { return nil }
                limit = number
            case "--sort":
                guard sort == nil, let word = value(arguments, at: &index),
                      let choice = SearchSortArgument(rawValue: word) else { return nil }
                sort = choice
            case "--order":
                guard order == nil, let word = value(arguments, at: &index), let choice = SearchOrder(rawValue: word) else {
                    return nil
                }
                order = choice
            default:
                guard commonOption(argument, arguments, at: &index, cache: &cache, json: &json) != nil else { return nil }
            }
        }
        let count = limit ?? 30
        guard !words.isEmpty, (1...1000).contains(count), // Only spaces, by bytes: a Character is " " only as that one scalar, and no grapheme breaking.
              !words.joined().utf8.allSatisfy({ $0 == UInt8(ascii: " ") }),
              order == nil || sort?.sort != nil, !(cache.noCache && cache.maximumAge != nil) else { return nil }
        return .search(SearchCommandRequest(query: words.joined(separator: " "), limit: count, sort: sort?.sort, order: order,
                                            json: json),
                       cache: cache)
    }

    /// `view OWNER/REPO [--json] [--no-cache] [--cache D]`, checked as `ViewCommand.validate` checks it.
    private static func view(_ rest: ArraySlice<String>, noCache: Bool) -> QuickCommand? {
        var repository: String?
        var json: JSONOutputRequest?
        var cache = QuickCommand.CacheChoices(noCache: noCache)
        var index = 0
        let arguments = Array(rest)
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if isPlainWord(argument) {
                guard repository == nil else { return nil }
                repository = argument
                continue
            }
            guard commonOption(argument, arguments, at: &index, cache: &cache, json: &json) != nil else { return nil }
        }
        guard let repository, RepositoryNameRules.problem(with: repository) == nil,
              !(cache.noCache && cache.maximumAge != nil) else { return nil }
        return .view(repository: repository, json: json, cache: cache)
    }

    /// `pr-diff OWNER/REPO NUMBER [--no-cache] [--cache D]`, checked as `IssueNumberArgument` and
    /// `CacheOptions` check them.
    private static func pullRequestDiff(_ rest: ArraySlice<String>, noCache: Bool) -> QuickCommand? {
        var words: [String] = []
        var json: JSONOutputRequest?
        var cache = QuickCommand.CacheChoices(noCache: noCache)
        var index = 0
        let arguments = Array(rest)
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if isPlainWord(argument) {
                words.append(argument)
                continue
            }
            guard commonOption(argument, arguments, at: &index, cache: &cache, json: &json) != nil else { return nil }
        }
        guard json == nil, words.count == 2, RepositoryNameRules.problem(with: words[0]) == nil,
              let number = Int(words[1]), number > 0, !(cache.noCache && cache.maximumAge != nil) else { return nil }
        return .pullRequestDiff(repository: words[0], number: number, cache: cache)
    }
}
