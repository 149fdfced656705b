import FixtureServer
import Foundation
import XCTest

/// Issue 29's `d` on a release in the real binary: a 3 MiB asset shows its progress bar (bytes,
/// rate, time left) while the fixture server holds it part way, lands complete with the served
/// bytes once let go, and Esc during a download leaves nothing; an asset named `../../.bashrc` is
/// offered as `./.bashrc` and saved only inside the directory typed.
final class SaveAssetEndToEndTests: EndToEndTestCase {
    /// Where the assets go, as typed: relative to the app's directory, the scratch one, so that the
    /// status line has room for the whole progress line.
    private let typedDirectory = "downloads"
    private var downloads: String { scratch.path(typedDirectory) }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(atPath: scratch.path("downloads/a/b"), withIntermediateDirectories: true)
    }

    func testABigAssetShowsItsProgressAndIsSavedWhole() throws {
        try server.setHoldsAssets(true)
        let target = typedDirectory + "/big.bin"
        let session = try launchInteractive(width: 120, term: "xterm-256color")
        openAssetsRelease(session)
        session.sendKeys("d")
        session.waitForText("Save as: ./notes.txt", "1 of 4")
        session.sendKeys("Down")
        session.waitForText("Save as: ./big.bin", "2 of 4")
        typeSavePath(session, target)
        guard let held = session.waitFor("the progress bar with bytes, rate and time left", until: { lines in
            Self.isProgressLine(lines.last ?? "")
        }) else { return }
        XCTAssertTrue(held.last?.contains("saving \(target)") == true, held.last ?? "")
        try server.setHoldsAssets(false)
        guard session.waitFor("saved", until: { $0.last?.contains("saved \(target)") == true }) != nil else { return }
        let saved = try Data(contentsOf: URL(fileURLWithPath: scratch.path(target)))
        XCTAssertEqual(saved.count, 3 << 20)
        XCTAssertTrue(Array(saved) == ReleaseAssetFixtures.makeBody("big.bin"), "the file has the served bytes")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: downloads).sorted(), ["a", "big.bin"],
                       "no temporary file is left")
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }

    func testEscDuringTheDownloadCancelsItAndLeavesNoFile() throws {
        try server.setHoldsAssets(true)
        let session = try launchInteractive(width: 120, term: "xterm-256color")
        openAssetsRelease(session)
        session.sendKeys("d")
        session.waitForText("Save as: ./notes.txt")
        session.sendKeys("Down")
        session.waitForText("Save as: ./big.bin")
        typeSavePath(session, typedDirectory + "/big.bin")
        guard session.waitFor("the progress bar", until: { Self.isProgressLine($0.last ?? "") }) != nil else { return }
        session.sendKeys("Escape")
        session.waitForText("save cancelled: nothing was written")
        // The download stops while the server still holds the rest: its partial file goes with it.
        session.waitFor("the partial file removed") { _ in
            (try? FileManager.default.contentsOfDirectory(atPath: self.downloads)) == ["a"]
        }
        try server.setHoldsAssets(false)
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }

    func testATraversalNameIsOfferedFlatAndSavedOnlyInTheDirectoryTyped() throws {
        let directory = typedDirectory + "/a/b"
        let session = try launchInteractive(width: 120, term: "xterm-256color")
        openAssetsRelease(session)
        session.sendKeys("d")
        session.waitForText("Save as: ./notes.txt")
        session.sendKeys("Down")
        session.sendKeys("Down")
        guard let prompt = session.waitForText("Save as: ./.bashrc", "3 of 4") else { return }
        XCTAssertTrue(prompt.last?.contains("../../.bashrc, 3 of 4") == true, "the server's name is shown as it is: \(prompt.last ?? "")")
        typeSavePath(session, directory)
        guard session.waitFor("saved", until: { $0.last?.contains("saved \(directory)/.bashrc") == true }) != nil else {
            return
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: scratch.path(directory + "/.bashrc"))),
                       Data(try XCTUnwrap(ReleaseAssetFixtures.makeBody("../../.bashrc"))))
        XCTAssertEqual(scratchFiles().filter { $0.hasSuffix(".bashrc") }, ["downloads/a/b/.bashrc"],
                       "nothing is written outside the directory typed")
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }

    /// `saving PATH [███░░░░] 512 KB of 3.1 MB · 420 KB/s · 7 s left`: a bar, bytes of the whole,
    /// a rate and the time left.
    private static func isProgressLine(_ line: String) -> Bool {
        line.contains("saving") && line.contains("░") && line.contains(" of ") && line.contains("/s · ")
            && line.contains(" left")
    }
}
