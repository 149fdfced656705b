@testable import ReadingLayout
import Markdown
import Testing

/// A README laid out off the UI thread is taken by the body when it was made for the same
/// document, width and colour mode, and laid out again otherwise.
@Suite struct PreparedReadmeLayoutTests {
    private static func content(_ document: MarkdownDocument, prepared: PreparedReadmeLayout?) -> DetailContent {
        DetailContent(readme: .document(document, fileName: "README.md"), preparedReadme: prepared)
    }

    @Test func theBodyTakesTheLayoutMadeForItsWidthAndColour() {
        let document = DetailBodyLayoutTests.document()
        let prepared = PreparedReadmeLayout(document: document, columns: 60, showsColor: true)
        var layout = DetailBodyLayout()
        let body = layout.body(for: Self.content(document, prepared: prepared), columns: 60, showsColor: true)
        #expect(body.readme === prepared.layout)
    }

    @Test func anotherWidthColourOrDocumentIsLaidOutAgainTheSameWay() {
        let document = DetailBodyLayoutTests.document()
        let prepared = PreparedReadmeLayout(document: document, columns: 60, showsColor: true)
        var fresh = DetailBodyLayout()
        for (columns, color, shown) in [(50, true, document), (60, false, document),
                                        (60, true, DetailBodyLayoutTests.document("# Other\n"))] {
            var layout = DetailBodyLayout()
            let body = layout.body(for: Self.content(shown, prepared: prepared), columns: columns, showsColor: color)
            #expect(body.readme !== prepared.layout)
            let expected = fresh.body(for: Self.content(shown, prepared: nil), columns: columns, showsColor: color)
            #expect((0..<body.rowCount).map { body.row($0) } == (0..<expected.rowCount).map { expected.row($0) })
        }
    }
}
