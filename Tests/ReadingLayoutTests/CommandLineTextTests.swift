import ReadingLayout
import Markdown
import TestSupport
import Testing

/// What `ghbrowse view` prints, from the same layout as the detail screen.
@Suite struct CommandLineTextTests {
    @Test func thePlainReadmeIsTheScreensReadmeWithLinksInBrackets() {
        let document = DetailBodyLayoutTests.document()
        let text = ReadmeText.rendered(document, width: 58, styled: false)
        #expect(text.contains("[the guide]"))
        #expect(!text.contains("\u{1B}"))
        var layout = DetailBodyLayout()
        let body = layout.body(for: DetailBodyLayoutTests.content(), columns: 60, showsColor: false)
        let screen = (body.rows.count..<body.rowCount).map { DetailBodyLayoutTests.texts(body.row($0)) }
        let printed = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(printed == screen.map(Self.trimmingTrailingSpaces))
    }

    @Test func theStyledReadmeCarriesStylesAndNoBrackets() {
        let text = ReadmeText.rendered(DetailBodyLayoutTests.document(), width: 58, styled: true)
        #expect(text.contains("\u{1B}["))
        #expect(!text.contains("[the guide]"))
    }

    @Test func theFactsTextHasTheNameDescriptionAndAlignedFacts() {
        let text = RepositoryFactsText.text(Sample.repository(3, description: "Hello\u{1B}[31m world"), width: 80,
                                            now: Sample.now)
        #expect(text.hasPrefix("owner3/repo3\nHello"))
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("\nStars           "))
    }

    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
