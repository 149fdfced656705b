import ReadingLayout
import Markdown
import PresentationKit
import TextCells
import Testing

/// The detail body laid out as rows of style roles, with no terminal: what the View draws.
@Suite struct DetailBodyLayoutTests {
    static let readme = """
        # Title

        Read [the guide](docs/GUIDE.md), **bold** and *slanted*.

        ## Usage

        \((1...12).map { "Paragraph \($0) with enough words in it to wrap at a narrow width." }.joined(separator: "\n\n"))
        """

    static func document(_ text: String = readme) -> MarkdownDocument {
        MarkdownParser.parse(bytes: Array(text.utf8), fileName: "README.md",
                             htmlURL: "https://github.com/o/r/blob/HEAD/README.md")
    }

    static func content(readme: ReadmeSection = .document(document(), fileName: "README.md")) -> DetailContent {
        DetailContent(
            lines: [RepositoryDetailLine(text: "A repository.", role: .description),
                    RepositoryDetailLine(text: "ARCHIVED", role: .flag),
                    RepositoryDetailLine(text: "", role: .blank),
                    RepositoryDetailLine(label: "Stars", text: "12", role: .field)],
            labelWidth: 16,
            languages: LanguageSummary(bar: [LanguageBarRun(cells: 40, color: 0x00ADD8),
                                             LanguageBarRun(cells: 0, color: 0x123456),
                                             LanguageBarRun(cells: 18, color: 0x89E051)],
                                       legend: "Go 69.0% · Shell 31.0%"),
            readme: readme)
    }

    static func texts(_ row: DetailRow) -> String { row.runs.map(\.text).joined() }

    @Test func factsPutLabelsDimAndValuesAtTheLabelWidthAndFlagsAsWarnings() {
        var layout = DetailBodyLayout()
        let body = layout.body(for: Self.content(), columns: 60, showsColor: true)
        #expect(body.rows[0].runs == [DetailRow.Run(text: "A repository.", column: 1, style: .normal)])
        #expect(body.rows[1].runs == [DetailRow.Run(text: "ARCHIVED", column: 1, style: .warning)])
        #expect(body.rows[2].runs.isEmpty)
        #expect(body.rows[3].runs == [DetailRow.Run(text: "Stars", column: 1, style: .dim),
                                      DetailRow.Run(text: "12", column: 17, style: .normal)])
        #expect(body.rows[3].position == .facts(3))
    }

    @Test func aFactBesideAnotherStartsAtItsColumnAndTheFactsAfterTheReadmeFollowIt() {
        var content = Self.content()
        content.lines.append(RepositoryDetailLine(
            label: "Forks", text: "3", role: .field,
            beside: RepositoryDetailLine.Beside(label: "Watchers", text: "7", column: 40)))
        content.lines.append(RepositoryDetailLine(text: "After the README: URL", role: .more))
        content.moreLines = [RepositoryDetailLine(label: "URL", text: "https://github.com/o/r", role: .field)]
        var layout = DetailBodyLayout()
        let body = layout.body(for: content, columns: 80, showsColor: true)
        let pair = body.rows[4].runs
        #expect(pair.map(\.text) == ["Forks", "3", "Watchers", "7"])
        #expect(pair.map(\.column) == [1, 17, 41, 57])
        #expect(pair.map(\.style) == [.dim, .normal, .dim, .normal])
        #expect(body.rows[5].runs.map(\.style) == [.dim], "the note naming what follows the README is dim")
        let last = body.rowCount - 1
        #expect(Self.texts(body.row(last)) == "URLhttps://github.com/o/r")
        #expect(Self.texts(body.row(last - 2)).hasPrefix("── More facts ──"))
        #expect(body.row(nearest: .moreFacts(3)) == last)
        #expect(body.row(last - 4).position.section == 3, "the README comes before them")
    }

    @Test func theLanguageBarIsSwatchesSideBySideAndGoesWithoutColour() {
        var layout = DetailBodyLayout()
        let colour = layout.body(for: Self.content(), columns: 60, showsColor: true)
        let bar = colour.rows[5]
        #expect(bar.runs == [DetailRow.Run(text: "", column: 1, style: .swatch(0x00ADD8), fillWidth: 40),
                             DetailRow.Run(text: "", column: 41, style: .swatch(0x89E051), fillWidth: 18)])
        #expect(colour.rows[6].runs == [DetailRow.Run(text: "Go 69.0% · Shell 31.0%", column: 1, style: .dim)])

        let plain = layout.body(for: Self.content(), columns: 60, showsColor: false)
        #expect(!plain.rows.contains { $0.runs.contains { $0.fillWidth > 0 } })
        #expect(plain.rows[5].runs.first?.text == "Go 69.0% · Shell 31.0%")
    }

    @Test func aSentenceInTheReadmesPlaceIsInItsToneAndWrapped() {
        var layout = DetailBodyLayout()
        let sentence = "Could not load the README: " + String(repeating: "the network is down ", count: 4)
        let body = layout.body(for: Self.content(readme: .message(sentence, tone: .warning)), columns: 30,
                               showsColor: true)
        let readmeRows = body.rows.filter { if case .readmeHeader = $0.position { return true } else { return false } }
        #expect(readmeRows.count > 2)
        #expect(readmeRows.dropFirst().allSatisfy { $0.runs.allSatisfy { $0.style == .status(.warning) } })
        #expect(readmeRows.dropFirst().allSatisfy { DisplayWidth.of(Self.texts($0)) <= 28 })
        #expect(body.rowCount == body.rows.count)
    }

    @Test func anEmptySentenceLeavesTheReadmeAreaOut() {
        var layout = DetailBodyLayout()
        let body = layout.body(for: Self.content(readme: .message("", tone: .normal)), columns: 60, showsColor: true)
        #expect(!body.rows.contains { $0.position.section >= 2 })
    }

    @Test func theReadmeIsHeadedByItsNameAcrossTheWidth() throws {
        var layout = DetailBodyLayout()
        let body = layout.body(for: Self.content(), columns: 40, showsColor: true)
        let title = try #require(body.rows.first { $0.position == .readmeHeader(1) })
        #expect(title.runs.count == 1)
        #expect(title.runs.first?.style == .title)
        #expect(Self.texts(title).hasPrefix("── README.md ─"))
        #expect(DisplayWidth.of(Self.texts(title)) == 38)
    }

    @Test func readmeRowsCarryRolesAndNumberedLinks() throws {
        var layout = DetailBodyLayout()
        let body = layout.body(for: Self.content(), columns: 60, showsColor: true)
        let rows = (body.rows.count..<body.rowCount).map(body.row)
        let runs = rows.flatMap(\.runs)
        #expect(runs.contains { $0.text.contains("Title") && $0.style == .heading(1) })
        #expect(runs.contains { $0.text.contains("Usage") && $0.style == .heading(2) })
        #expect(runs.contains { $0.text == "bold" && $0.style == .prose(.bold) })
        #expect(runs.contains { $0.text == "slanted" && $0.style == .prose(.italic) })
        let link = try #require(runs.first { $0.link != nil })
        #expect(link.text == "the guide")
        #expect(link.style == .link)
        #expect(link.link == 0)
        #expect(body.links.map(\.target) == ["docs/GUIDE.md"])
        #expect(body.links.first.map { body.row($0.firstRow).runs.contains { $0.link == 0 } } == true)
        #expect(body.headingRow("usage").map { Self.texts(body.row($0)).contains("Usage") } == true)
    }

    @Test func withoutColourLinksAreInBrackets() {
        var layout = DetailBodyLayout()
        let body = layout.body(for: Self.content(), columns: 60, showsColor: false)
        let text = (body.rows.count..<body.rowCount).map { Self.texts(body.row($0)) }.joined(separator: "\n")
        #expect(text.contains("[the guide]"))
    }

    @Test func theReadmeIsLaidOutAgainOnlyWhenTheDocumentWidthOrColourChanges() throws {
        var layout = DetailBodyLayout()
        let content = Self.content()
        let first = try #require(layout.body(for: content, columns: 60, showsColor: true).readme)
        #expect(layout.body(for: content, columns: 60, showsColor: true).readme === first)
        let narrower = try #require(layout.body(for: content, columns: 40, showsColor: true).readme)
        #expect(narrower !== first)
        #expect(layout.body(for: content, columns: 40, showsColor: false).readme !== narrower)
        _ = layout.body(for: Self.content(readme: .message("Loading README…", tone: .busy)), columns: 40,
                        showsColor: false)
        let again = try #require(layout.body(for: content, columns: 40, showsColor: false).readme)
        #expect(again !== narrower)
    }

    @Test func aReadingPositionIsFoundAgainAfterARewrap() throws {
        var layout = DetailBodyLayout()
        let wide = layout.body(for: Self.content(), columns: 80, showsColor: true)
        let place = wide.row(wide.rows.count + 12).position
        let narrow = layout.body(for: Self.content(), columns: 30, showsColor: true)
        let row = try #require(narrow.row(nearest: place))
        guard case .readme(let block, _) = place, case .readme(let found, _) = narrow.row(row).position else {
            Issue.record("not a README position: \(place)")
            return
        }
        #expect(found == block)
        #expect(narrow.row(nearest: .facts(3)) == 3)
        #expect(narrow.row(nearest: .languages(1)) == 5)
    }
}
