import FixtureServer
import Foundation
import XCTest

/// Issue 20: the 250 KB README opens at its first lines, and its end is there once the whole is read.
final class LongReadmeEndToEndTests: EndToEndTestCase {
    /// The last table row's option of `bench/large-readme` that the README holds whole (`--option-N-M`).
    private func lastOption() throws -> String {
        guard let github = FixtureStore.locateDirectory() else { throw EndToEndFailure("no fixtures directory") }
        let readmes = URL(fileURLWithPath: github).deletingLastPathComponent().appendingPathComponent("readme").path
        let length = try XCTUnwrap(LargeReadme.repositories.first { $0.fullName == "bench/large-readme" }?.bytes)
        let bytes = try XCTUnwrap(LargeReadme.text(bytes: length, readmeFixtures: readmes))
        let text = String(decoding: bytes, as: UTF8.self)
        let options = text.components(separatedBy: "`--option-").dropFirst().compactMap { piece -> String? in
            guard let end = piece.firstIndex(of: "`") else { return nil }
            return "--option-" + piece[..<end]
        }
        return try XCTUnwrap(options.last)
    }

    /// Enter on the selected `bench/large-readme`: its first lines, then its last table row once the
    /// whole is read (G pressed again until then), with neither the notice nor more below; then Esc.
    private func readToTheEnd(_ session: TmuxSession, option: String) {
        session.sendKeys("Enter")
        session.waitFor("the README's first lines") { lines in
            lines.first?.contains("bench/large-readme") == true
                && lines.contains { $0.contains("a command-line fuzzy finder") }
        }
        var end: [String] = []
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            session.sendKeys("G")
            usleep(200_000)
            end = session.screen()
            if end.contains(where: { $0.contains(option) }) { break }
        }
        XCTAssertTrue(end.contains { $0.contains(option) }, "\(option) never appeared:\n\(end.joined(separator: "\n"))")
        XCTAssertFalse(end.contains { $0.contains("Reading the rest of the README") }, end.joined(separator: "\n"))
        XCTAssertFalse(end.last?.contains("↓ more") ?? true, "at the end: \(end.last ?? "")")
        session.sendKeys("Escape")
        session.waitForText("Search: readme-sizes")
    }

    /// The search's list with `bench/large-readme` selected.
    private func largeReadmeSelected() throws -> TmuxSession {
        let session = try launchInteractive()
        session.waitForText("Search:")
        session.type("readme-sizes")
        session.sendKeys("Enter")
        session.waitForText("bench/large-readme-2x")
        for _ in 0..<2 { session.sendKeys("j") }
        session.waitForSelection("bench/large-readme")
        return session
    }

    func testTheFirstLinesOfALargeReadmeAppearThenItsEnd() throws {
        let option = try lastOption()
        let session = try largeReadmeSelected()
        readToTheEnd(session, option: option)
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    /// Opened again, the stored README is shown and GitHub confirms it (a 304); offline, the stored
    /// one alone: both times its first lines, then all of it to its last row.
    func testALargeReadmeReadsWholeFromTheCacheAndOffline() throws {
        let option = try lastOption()
        let session = try largeReadmeSelected()
        readToTheEnd(session, option: option)
        readToTheEnd(session, option: option)
        server.stop()
        readToTheEnd(session, option: option)
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }
}
