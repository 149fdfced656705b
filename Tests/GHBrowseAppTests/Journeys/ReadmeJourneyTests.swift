import Foundation
import XCTest

/// Issue 10's journey, in-process: open fzf's detail screen, read its README's table aligned,
/// select the relative `LICENSE` link with Shift-Tab and open it: the github.com address reaches
/// `$BROWSER`; a resize keeps the reader near the same place.
@MainActor
final class ReadmeJourneyTests: JourneyTestCase {
    private func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A `$BROWSER` that writes the address it was given to a file.
    private func recordingBrowser() throws -> (command: String, output: String) {
        let output = scratch.appendingPathComponent("opened-url").path
        let command = scratch.appendingPathComponent("browser.sh").path
        // Written aside and renamed, so the test never reads the file between its creation and the write.
        try "#!/bin/sh\nprintf '%s' \"$1\" > \(shellQuoted(output)).part && mv \(shellQuoted(output)).part \(shellQuoted(output))\n"
            .write(toFile: command, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: command)
        return (command, output)
    }

    func testTheReadmeTableIsAlignedAndARelativeLinkOpensItsFileInGhbrowse() async throws {
        let browser = try recordingBrowser()
        let session = try launch(environment: ["BROWSER": browser.command])
        openFzf(session)
        session.waitForText("Python 99.5%")  // the language legend
        XCTAssertTrue(requestLines.contains("GET /repos/junegunn/fzf/readme"), "\(requestLines)")
        XCTAssertTrue(requestLines.contains("GET /repos/junegunn/fzf/languages"), "\(requestLines)")

        // Page down to the Linux packages table.
        var table: [String]?
        for _ in 0..<40 {
            let lines = session.screen()
            if lines.contains(where: { $0.contains("Linux Distribution") }),
               lines.contains(where: { $0.contains("Zypper") }) {
                table = lines
                break
            }
            // Line by line once the table starts on screen (a page could split it), else a page.
            session.sendKeys(lines.contains { $0.contains("Linux Distribution") } ? "Down" : "NPage")
        }
        guard let table else { return XCTFail("never reached the packages table:\n\(session.screenText())") }
        func column(of text: String, onRowWith key: String) -> Int? {
            guard let row = table.first(where: { $0.contains(key) }), let range = row.range(of: text) else { return nil }
            return row.distance(from: row.startIndex, to: range.lowerBound)
        }
        let distribution = column(of: "Linux Distribution", onRowWith: "Package Manager")
        XCTAssertNotNil(distribution, table.joined(separator: "\n"))
        XCTAssertEqual(column(of: "Alpine Linux", onRowWith: "APK"), distribution, table.joined(separator: "\n"))
        XCTAssertEqual(column(of: "Debian 9+/Ubuntu 19.10+", onRowWith: "APT"), distribution, table.joined(separator: "\n"))
        XCTAssertEqual(column(of: "openSUSE", onRowWith: "Zypper"), distribution, table.joined(separator: "\n"))
        let command = column(of: "Command", onRowWith: "Package Manager")
        XCTAssertNotNil(command)
        XCTAssertEqual(column(of: "sudo zypper install fzf", onRowWith: "Zypper"), command, table.joined(separator: "\n"))

        // The end of the README; Shift-Tab walks back through the links to "License" (LICENSE).
        session.sendKeys("End")
        var selected = false
        for _ in 0..<8 {
            session.sendKeys("BTab")
            if session.screen().last?.contains("blob/HEAD/LICENSE") == true {
                selected = true
                break
            }
        }
        XCTAssertTrue(selected, "Shift-Tab never selected the LICENSE link:\n\(session.screenText())")
        // Issue 26: a github.com address of a file (here the link resolved against the README's
        // address) opens the file screen inside ghbrowse, not the browser; Esc comes back.
        session.sendKeys("Enter")
        session.waitForText("files @ HEAD › LICENSE")
        session.sendKeys("Escape")
        session.waitFor("the README again") { lines in lines.last?.contains("blob/HEAD/LICENSE") == true || lines.first?.hasSuffix("junegunn/fzf") == true }
        session.sendKeys("Escape")
        session.waitForText("junegunn/fzf", "BurntSushi/ripgrep")
        session.sendKeys("q")
        XCTAssertFalse(session.isRunning, "quit")
        XCTAssertNil(try? String(contentsOfFile: browser.output, encoding: .utf8), "nothing went to the browser")
    }

    func testResizingKeepsTheReaderNearTheSamePlace() async throws {
        let session = try launch()
        openFzf(session)
        var reached = false
        for _ in 0..<40 {
            if session.screen().contains(where: { $0.contains("Linux Distribution") }) {
                reached = true
                break
            }
            session.sendKeys("NPage")
        }
        XCTAssertTrue(reached, session.screenText())
        session.resize(columns: 60, rows: 30)
        session.waitFor("the table still on screen after narrowing") { lines in
            lines.count == 30 && lines.allSatisfy { $0.count <= 60 }
                && lines.contains { $0.contains("APK") || $0.contains("Linux packages") }
        }
        session.resize(columns: 100, rows: 30)
        session.waitFor("the table still on screen after widening") { lines in
            lines.contains { $0.contains("APK") || $0.contains("Linux packages") }
        }
    }
}
