import Configuration
import TestSupport
import Testing

/// config.toml: settings, defaults, and every problem a sentence naming the file and line.
@Suite struct ConfigurationFileTests {
    static let path = "/home/me/.config/ghbrowse/config.toml"
    static let catalog = KeyCatalog(sections: [
        .init(name: "results", requests: [("move-down", [.down, .character("j")]), ("move-up", [.up, .character("k")]),
                                          ("open", [.enter]), ("quit", [.character("q")])]),
        .init(name: "detail", requests: [("move-down", [.down, .character("j")]), ("back", [.escape, .character("q")])]),
    ])

    private func parse(_ text: String) -> (AppConfiguration, [String]) {
        let (configuration, problems) = ConfigurationFile.parse(text, path: Self.path, catalog: Self.catalog)
        return (configuration, problems.map(\.sentence))
    }

    @Test func everySettingIsRead() {
        let (configuration, problems) = parse("""
            theme = "light"
            mouse = false
            sort = "stars"
            order = "asc"
            cache-size-mb = 128
            """)
        #expect(problems == [])
        #expect(configuration.theme == .light)
        #expect(configuration.mouse == false)
        #expect(configuration.sort == "stars")
        #expect(configuration.order == "asc")
        #expect(configuration.cacheSizeMiB == 128)
    }

    @Test func noFileIsFineAndGivesTheDefaults() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let loaded = ConfigurationFile.load(path: directory.appending("ghbrowse/config.toml"), catalog: Self.catalog)
        #expect(!loaded.found)
        #expect(loaded.problems.isEmpty)
        #expect(loaded.configuration == AppConfiguration())
        #expect(AppConfiguration().theme == .auto)
        #expect(AppConfiguration().mouse)
    }

    @Test func theFileIsUnderXDGConfigHomeElseHome() {
        #expect(ConfigurationFile.path(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/ghbrowse/config.toml")
        #expect(ConfigurationFile.path(environment: ["XDG_CONFIG_HOME": "", "HOME": "/h"]) == "/h/.config/ghbrowse/config.toml")
    }

    @Test func anUnknownNameIsASentenceWithItsLineAndTheRestStillApplies() {
        let (configuration, problems) = parse("theme = \"dark\"\n\ncolour = \"blue\"\nmouse = false\n")
        #expect(problems == ["\(Self.path), line 3: unknown setting “colour”; ignored (known: theme, mouse, osc52, sort, order, "
                             + "cache-size-mb, [keys])"])
        #expect(configuration.theme == .dark)
        #expect(configuration.mouse == false)
    }

    @Test func aBadValueKeepsThatSettingsDefault() {
        let (configuration, problems) = parse("""
            theme = "solarized"
            mouse = "yes"
            sort = "popularity"
            cache-size-mb = 0
            order = "asc"
            """)
        #expect(problems == [
            "\(Self.path), line 1: theme must be \"dark\", \"light\" or \"auto\", not \"solarized\"; it stays \"auto\"",
            "\(Self.path), line 2: mouse must be true or false, not \"yes\"; it stays true",
            "\(Self.path), line 3: sort must be \"best-match\", \"stars\", \"forks\", \"help-wanted-issues\" or "
                + "\"updated\", not \"popularity\"; it stays \"best-match\"",
            "\(Self.path), line 4: cache-size-mb must be a whole number of MiB from 1 to 10240, not 0; it stays 64",
        ])
        #expect(configuration.theme == .auto)
        #expect(configuration.mouse)
        #expect(configuration.sort == "best-match")
        #expect(configuration.cacheSizeMiB == 64)
        #expect(configuration.order == "asc")
    }

    @Test func invalidTOMLIsASentenceWithTheLineAndEverythingKeepsItsDefault() {
        let (configuration, problems) = parse("theme = \"light\"\nmouse = \n")
        #expect(configuration == AppConfiguration())
        #expect(problems.count == 1)
        #expect(problems[0].hasPrefix("\(Self.path), line 2: not valid TOML ("))
        #expect(problems[0].hasSuffix("); every setting keeps its default"))
    }

    @Test func keysRemapARequestInEverySectionOrInOne() {
        let (configuration, problems) = parse("""
            [keys]
            move-down = ["j", "ctrl-n"]

            [keys.detail]
            back = ["esc", "h"]
            """)
        #expect(problems == [])
        #expect(configuration.keys["results"]?["move-down"] == [.character("j"), .control("n")])
        #expect(configuration.keys["detail"]?["move-down"] == [.character("j"), .control("n")])
        #expect(configuration.keys["detail"]?["back"] == [.escape, .character("h")])
        #expect(configuration.keys(for: "open", in: "results", catalog: Self.catalog) == [.enter], "unnamed: the default")
    }

    @Test func unknownRequestsSectionsAndKeyNamesAreSentences() {
        let (configuration, problems) = parse("""
            [keys]
            fly = ["x"]
            open = ["ctrl-ñ"]

            [keys.help]
            quit = ["x"]

            [keys.results]
            back = ["b"]
            """)
        #expect(problems == [
            "\(Self.path), line 2: unknown request “fly” in [keys]; ignored",
            "\(Self.path), line 3: “ctrl-ñ” is not a key name (try \"j\", \"ctrl-n\", \"enter\", \"esc\", \"pgdn\", \"f1\"); "
                + "open keeps its default keys",
            "\(Self.path), line 5: unknown key section “help”; ignored (known: results, detail)",
            "\(Self.path), line 9: unknown request “back” in [keys.results]; ignored",
        ])
        #expect(configuration.keys.isEmpty)
    }

    @Test func aKeyBoundTwiceInOneSectionIsASentenceAndTheLaterRemapKeepsItsDefault() {
        let (configuration, problems) = parse("""
            [keys.results]
            open = ["o", "enter"]
            quit = ["o"]
            """)
        #expect(problems == ["\(Self.path), line 3: “o” is bound twice in section results: open and quit; "
                             + "quit keeps its default keys"])
        #expect(configuration.keys["results"]?["open"] == [.character("o"), .enter])
        #expect(configuration.keys(for: "quit", in: "results", catalog: Self.catalog) == [.character("q")])
    }

    @Test func aRemapOntoAnotherRequestsDefaultKeyClashesToo() {
        let (configuration, problems) = parse("[keys.results]\nopen = [\"j\"]\n")
        #expect(problems == ["\(Self.path), line 2: “j” is bound twice in section results: move-down and open; "
                             + "open keeps its default keys"])
        #expect(configuration.keys["results"]?["open"] == nil)
    }

    @Test func swappingTwoRequestsKeysIsNoClash() {
        let (configuration, problems) = parse("[keys.results]\nmove-down = [\"k\"]\nmove-up = [\"j\"]\n")
        #expect(problems == [])
        #expect(configuration.keys["results"]?["move-up"] == [.character("j")])
    }
}
