import Configuration
import Testing

/// ghbrowse's own TOML 1.0 parser (it replaced TOMLKit, whose toml++ aborted on inputs the fuzzer
/// found): the forms a config file uses, the errors with their lines, and no trap on anything.
@Suite struct TOMLParserTests {
    private func parse(_ text: String) throws -> TOMLTable {
        try TOMLParser.parse(text).get()
    }

    private func failure(_ text: String) -> TOMLError? {
        if case .failure(let error) = TOMLParser.parse(text) { return error }
        return nil
    }

    @Test func readsTheFormsAConfigFileUses() throws {
        let table = try parse("""
            # ghbrowse
            theme = "light"   # a comment
            mouse = false
            cache-size-mb = 1_024
            'literal key' = 'C:\\path'
            "quoted\\u002Dkey" = "tab\\there"
            hex = 0xff
            negative = -17
            ratio = 6.5e-1
            when = 1979-05-27 07:32:00Z
            [keys.results]
            move-down = [
                "j",   # vim
                "ctrl-n",
            ]
            [keys]
            detail.back = ["esc"]
            inline = { a = 1, b.c = "d" }
            text = \"\"\"
            first \\
              second\"\"\"
            raw = '''
            two
            lines'''
            """)
        #expect(table.keys == ["theme", "mouse", "cache-size-mb", "literal key", "quoted-key", "hex", "negative", "ratio",
                               "when", "keys"])
        #expect(table["theme"]?.string == "light")
        #expect(table["mouse"]?.boolean == false)
        #expect(table["cache-size-mb"]?.integer == 1_024)
        #expect(table["literal key"]?.string == "C:\\path")
        #expect(table["quoted-key"]?.string == "tab\there")
        #expect(table["hex"]?.integer == 255)
        #expect(table["negative"]?.integer == -17)
        #expect(table["ratio"] == .float(0.65))
        #expect(table["when"] == .dateTime("1979-05-27 07:32:00Z"))
        let keys = try #require(table["keys"]?.table)
        #expect(keys.keys == ["results", "detail", "inline", "text", "raw"])
        #expect(keys["results"]?.table?["move-down"]?.array?.compactMap(\.string) == ["j", "ctrl-n"])
        #expect(keys["detail"]?.table?["back"]?.array?.compactMap(\.string) == ["esc"])
        #expect(keys["inline"]?.table?["b"]?.table?["c"]?.string == "d")
        #expect(keys["text"]?.string == "first second")
        #expect(keys["raw"]?.string == "two\nlines")
    }

    @Test func arraysOfTablesKeepEachElementApart() throws {
        let table = try parse("[[a]]\nx = 1\n[a.b]\ny = 2\n[[a]]\nx = 3\n[a.b]\ny = 4\n")
        let elements = try #require(table["a"]?.array)
        #expect(elements.count == 2)
        #expect(elements[1].table?["b"]?.table?["y"]?.integer == 4)
    }

    @Test func errorsNameTheirLine() {
        #expect(failure("a = 1\na = 2\n") == TOMLError(line: 2, message: "the key a is set twice"))
        #expect(failure("[t]\n[t]\n")?.line == 2)
        #expect(failure("a = { b = 1 }\na.c = 2\n")?.line == 2)
        #expect(failure("x = [1, 2\n")?.line == 2)
        #expect(failure("x = \"open\n")?.line == 1)
        #expect(failure("back = [\"esc\", } \"q\"]\n")?.line == 1)
        #expect(failure("x = 1 2\n")?.line == 1)
        #expect(failure("x = 99999999999999999999\n")?.line == 1)
        #expect(failure("x = 012\n")?.line == 1)
        #expect(failure("x = \"\\q\"\n")?.line == 1)
        #expect(failure("= 1\n")?.line == 1)
        #expect(failure("x = .5\n") != nil)
    }

    @Test func deepNestingIsAnErrorNotARecursion() {
        let deep = "x = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(failure(deep)?.message.contains("nested more than") == true)
        let inline = "x = " + String(repeating: "{a=", count: 5_000) + "1" + String(repeating: "}", count: 5_000)
        #expect(failure(inline) != nil)
    }

    @Test func anythingAtAllComesBackWithoutATrap() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["[", "]", "[[", "{", "}", "=", "\"", "'", "\"\"\"", "'''", ".", ",", "\n", "#", "a", "1", "-", "_",
                      "0x", "e", "inf", "true", " ", "\\", "\\u", "\r", "+", ":", "T", "\u{0}", "é"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            _ = TOMLParser.parse(text)
        }
    }
}
