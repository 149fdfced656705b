import Configuration
import Foundation
import TestSupport
import Testing

/// A `config.toml` that is too large, nested too deep, or names a key in an escaped form: a
/// sentence on the right line, quickly, and the defaults.
@Suite struct HostileConfigurationTests {
    private func parse(_ text: String) -> (AppConfiguration, [String]) {
        let (configuration, problems) = ConfigurationFile.parse(text, path: ConfigurationFileTests.path,
                                                                catalog: ConfigurationFileTests.catalog)
        return (configuration, problems.map(\.sentence))
    }

    @Test func aTableHeaderOfEightThousandPartsIsRefusedUnparsed() {
        let (configuration, problems) = parse("theme = \"light\"\n[" + Array(repeating: "a", count: 8_000).joined(separator: ".") + "]\n")
        #expect(configuration == AppConfiguration())
        #expect(problems == ["\(ConfigurationFileTests.path), line 2: a key path 8001 levels deep (at most 8); "
                             + "every setting keeps its default"])
    }

    @Test func deepDottedKeysAndInlineTablesAreRefusedToo() {
        let dotted = parse("keys.a.b.c.d.e.f.g.h = 1\n").1
        #expect(dotted.first?.contains("line 1: a key path 9 levels deep") == true)
        let inline = parse("[keys]\nresults = " + String(repeating: "{ a = ", count: 10) + "1" + String(repeating: " }", count: 10) + "\n").1
        #expect(inline.first?.contains("line 2: a key path") == true)
    }

    @Test func dotsAndBracketsInsideStringsAndCommentsDoNotCount() {
        let text = """
            theme = "dark" # [[[[[[[[[[ a.b.c.d.e.f.g.h.i
            [keys.results]
            move-down = ["[", "{", "j"]
            "move.up" = ['.', "a.b.c.d.e.f.g.h.i.j"]
            """
        let (configuration, problems) = parse(text)
        #expect(configuration.theme == .dark)
        #expect(problems == ["\(ConfigurationFileTests.path), line 4: unknown request “move.up” in [keys.results]; ignored"])
    }

    @Test func ghbrowsesOwnRenderedConfigurationPassesTheCheck() {
        let rendered = ConfigurationTOML.render(AppConfiguration(), catalog: ConfigurationFileTests.catalog)
        #expect(parse(rendered).1 == [])
    }

    @Test func aProblemWithAnEscapedQuotedKeyIsOnTheKeysLineNotTheTables() {
        let problems = parse("[keys.results]\n\n\"move\\u002Ddownx\" = [\"j\"]\n\"move\\\"x\" = [\"k\"]\n").1
        #expect(problems == [
            "\(ConfigurationFileTests.path), line 3: unknown request “move-downx” in [keys.results]; ignored",
            "\(ConfigurationFileTests.path), line 4: unknown request “move\"x” in [keys.results]; ignored",
        ])
    }

    @Test func aControlCharacterIsRefusedWithItsLine() {
        let (configuration, problems) = parse("theme = \"light\"\n[keys.results]\n[\u{1}\u{0}ail]\nback = [\"q\"]\n")
        #expect(configuration == AppConfiguration())
        #expect(problems == ["\(ConfigurationFileTests.path), line 3: a control character, which TOML does not allow; "
                             + "every setting keeps its default"])
        #expect(parse("theme = \"dark\"\r\n\tmouse = false\r\n").1 == [])
    }

    @Test func aFileOverSixtyFourKilobytesIsRefusedWhole() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.appending("config.toml")
        try (String(repeating: "# padding\n", count: 7_000) + "theme = \"light\"\n").write(toFile: path, atomically: true,
                                                                                             encoding: .utf8)
        let loaded = ConfigurationFile.load(path: path, catalog: ConfigurationFileTests.catalog)
        #expect(loaded.configuration == AppConfiguration())
        #expect(loaded.problems.map(\.sentence) == ["\(path): larger than 64 KB; every setting keeps its default"])
    }
}
