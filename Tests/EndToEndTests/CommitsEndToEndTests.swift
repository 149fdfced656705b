import Foundation
import XCTest

/// Issue 18's commits in the built binary: `c` on a detail lists the ref's history, Enter opens a
/// commit with its diff coloured, Tab goes from file to file, Esc goes back one screen at a time.
final class CommitsEndToEndTests: EndToEndTestCase {
    /// The SGR parameters of the first captured row containing `text`.
    private func styles(ofRowWith text: String, in lines: [String]) -> Set<String> {
        guard let row = lines.first(where: { TmuxSession.strippingEscapes($0).contains(text) }) else { return [] }
        return TmuxSession.styleParameters([row])
    }

    func testCommitsFromTheDetailThenACommitsColouredDiffAndBackScreenByScreen() throws {
        let session = try launchInteractive(width: 110, height: 40)
        openFzf(session)

        session.sendKeys("c")
        guard session.waitForText("github › junegunn/fzf › commits @", "977560f", "Merge pull request #759",
                                  "25 commits") != nil else { return }
        XCTAssertTrue(server.requestLines().contains { $0.contains("/repos/junegunn/fzf/commits?") && $0.contains("sha=") },
                      "\(server.requestLines())")

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
        let styled = session.screen(attributes: true)
        let addition = styles(ofRowWith: "+                \"User\",", in: styled)
        let deletion = styles(ofRowWith: "-                \"Enterprise\",", in: styled)
        let hunk = styles(ofRowWith: "@@ -211,7 +211,7 @@", in: styled)
        // Green and red: basic (32, 31) or the dark palette's 256-colour ones (77, 203), of the same weight.
        XCTAssertTrue(addition.contains("32") || addition.contains("77"), "additions green: \(addition)")
        XCTAssertTrue(deletion.contains("31") || deletion.contains("203"), "deletions red: \(deletion)")
        XCTAssertEqual(addition.contains("1"), deletion.contains("1"), "the same weight: \(addition) \(deletion)")
        XCTAssertFalse(hunk.isEmpty, "hunk headers styled")
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
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }
}
