import Foundation
import XCTest

/// Issue 28 in the real binary: a Markdown file opened from the files screen shows its links
/// followable; Tab selects the first (a relative link to a file beside it), Enter opens that file
/// in ghbrowse at the same ref, and Esc comes back to the Markdown file.
final class MarkdownLinksEndToEndTests: EndToEndTestCase {
    func testTabAndEnterOnAMarkdownFilesRelativeLinkOpenThatFileAndEscComesBack() throws {
        let session = try launchInteractive()
        session.waitForText("Search:")
        session.type("trigger-markdown-links")
        session.sendKeys("Enter")
        session.waitForText("ghbrowse-fixtures/markdown-links")
        session.sendKeys("Enter")
        session.waitFor("the detail screen") { $0.first?.contains("ghbrowse-fixtures/markdown-links") == true }
        session.sendKeys("f")
        session.waitFor("the files listed") { lines in
            lines.first?.contains("› files") == true && lines.contains { $0.contains("docs/") }
        }
        session.sendKeys("/")
        session.type("docs/LINKS.md")
        session.waitFor("docs/LINKS.md found") { lines in lines.dropFirst().contains { $0.contains("docs/LINKS.md") } }
        session.sendKeys("Enter")
        guard let rendered = session.waitFor("LINKS.md rendered with its link hints", until: { lines in
            lines.first?.contains("docs/LINKS.md") == true && lines.contains { $0.contains("Links between files") }
                && lines.last?.contains("Tab link") == true
        }) else { return }
        XCTAssertTrue(rendered.last?.contains("Enter follow") == true, rendered.joined(separator: "\n"))

        session.sendKeys("Tab")
        session.waitForText("link to https://github.com/ghbrowse-fixtures/markdown-links/blob/")
        session.sendKeys("Enter")
        guard let linked = session.waitFor("docs/api.rst opened", until: { lines in
            lines.first?.contains("docs/api.rst") == true
                && lines.contains { $0.contains("This file stands in for docs/api.rst") }
        }) else { return }
        XCTAssertFalse(linked.last?.contains("Tab link") == true, "no link hints on a file that is not Markdown:\n"
                       + linked.joined(separator: "\n"))

        session.sendKeys("Escape")
        session.waitFor("back on LINKS.md") { lines in
            lines.first?.contains("docs/LINKS.md") == true && lines.contains { $0.contains("Links between files") }
        }
    }
}
