import Foundation
import TerminalUI
import XCTest

/// Issue 18's commits in-process: `c` on a detail lists the ref's history, Enter opens a
/// commit with its diff coloured, Tab goes from file to file, Esc goes back one screen at a time.
@MainActor
final class CommitsJourneyTests: JourneyTestCase {
    /// The styles drawn on the first row containing `text`.
    private func styles(ofRowWith text: String, in app: InProcessApp) -> Set<TextStyle> {
        guard let row = app.screen().firstIndex(where: { $0.contains(text) }) else { return [] }
        return Set((0..<app.surface.size.columns).map { app.surface.styleAt(row: row, column: $0) })
    }

    func testCommitsFromTheDetailThenACommitsColouredDiffAndBackScreenByScreen() async throws {
        let session = try launch(columns: 110, rows: 40)
        openFzf(session)

        session.sendKeys("c")
        guard session.waitForText("github › junegunn/fzf › commits @", "977560f", "Merge pull request #759",
                                  "25 commits") != nil else { return }
        XCTAssertTrue(requestLines.contains { $0.contains("/repos/junegunn/fzf/commits?") && $0.contains("sha=") },
                      "\(requestLines)")

        session.sendKeys("Enter")
        guard let commit = session.waitForText("Use default type if known type is not supported",
                                               "Author:", "Committer:", "Stats:", "github/GithubApp.py")
        else { return }
        XCTAssertTrue(commit[0].contains("commits @ master › 977560f"), commit[0])
        XCTAssertTrue(commit.contains { $0.contains("+119 −4") }, commit.joined(separator: "\n"))

        session.sendKeys("Tab")
        guard let diff = session.waitFor("the first file's patch at the top", until: { lines in
            lines.count > 2 && lines[2].contains("── github/GithubApp.py")
        }) else { return }
        XCTAssertTrue(diff.contains { $0.contains("@@ -211,7 +211,7 @@") }, diff.joined(separator: "\n"))
        let addition = styles(ofRowWith: "+                \"User\",", in: session)
        let deletion = styles(ofRowWith: "-                \"Enterprise\",", in: session)
        let hunk = styles(ofRowWith: "@@ -211,7 +211,7 @@", in: session)
        // Green and red, of the same weight (the palette holds the colours and weights alike).
        XCTAssertTrue(addition.contains(.success), "additions green: \(addition)")
        XCTAssertTrue(deletion.contains(.removal), "deletions red: \(deletion)")
        XCTAssertFalse(hunk.subtracting([.normal]).isEmpty, "hunk headers styled")
        XCTAssertNotEqual(addition, deletion)

        session.sendKeys("Tab")
        session.waitFor("the next file's patch at the top") { lines in
            lines.count > 2 && lines[2].contains("── github/GithubObject.py")
        }

        session.sendKeys("Escape")
        session.waitFor("the commits again") { lines in
            lines.first?.contains("github › junegunn/fzf › commits @") == true
                && lines.contains { $0.contains("977560f") }
        }
        session.sendKeys("Escape")
        session.waitFor("the detail again") { lines in
            lines.first?.contains("junegunn/fzf") == true && lines.contains { $0.contains("README.md") }
        }
        session.sendKeys("Escape")
        session.waitForText("junegunn/fzf", "BurntSushi/ripgrep")
        session.sendKeys("q")
        XCTAssertFalse(session.isRunning, "quit")
    }
}
