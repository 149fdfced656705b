import Foundation
import XCTest

/// `scripts/install.sh` into a temporary prefix, as a packager would run it: the installed program
/// runs, is stripped, finds its highlighter in PREFIX/lib/ghbrowse, has its manual and completions;
/// `scripts/uninstall.sh` takes everything away.
final class InstallEndToEndTests: EndToEndTestCase {
    private var repository: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    private var installed: [String] {
        ["bin/ghbrowse", "lib/ghbrowse/libGHBHighlight.so", "share/man/man1/ghbrowse.1",
         "share/bash-completion/completions/ghbrowse", "share/zsh/site-functions/_ghbrowse",
         "share/fish/vendor_completions.d/ghbrowse.fish"]
    }

    private func run(_ program: String, _ arguments: [String]) throws -> CommandResult {
        try ProcessRunner.run(program, arguments, environment: ProcessRunner.baseEnvironment(apiURL: nil, stateHome: nil),
                              in: scratch, timeout: 120)
    }

    func testInstallsARunnableStrippedProgramWithItsHighlighterManualAndCompletionsAndUninstallsThem() throws {
        let prefix = scratch.path("prefix")
        let install = try run("/bin/bash", [repository + "/scripts/install.sh", "--prefix", prefix,
                                            "--from", BuiltBinaries.directory.path])
        XCTAssertEqual(install.status, 0, install.stderr)
        for file in installed {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) was not installed")
        }
        let program = prefix + "/bin/ghbrowse"
        XCTAssertEqual(try run(program, ["--version"]).stdout, "0.1.0\n")
        let sections = try run("/usr/bin/env", ["readelf", "-S", "--wide", program]).stdout
        XCTAssertFalse(sections.contains(".debug_info"), "the installed program keeps its debug information")
        XCTAssertFalse(sections.contains(".symtab"), "the installed program keeps its symbol table")
        XCTAssertTrue(try String(contentsOfFile: prefix + "/share/bash-completion/completions/ghbrowse", encoding: .utf8)
                        .contains("search"))
        XCTAssertEqual(try String(contentsOfFile: prefix + "/share/man/man1/ghbrowse.1", encoding: .utf8),
                       try String(contentsOfFile: repository + "/docs/ghbrowse.1", encoding: .utf8))

        // The installed program highlights a file on a terminal with the library from PREFIX/lib/ghbrowse
        // (the one beside the test binaries is out of its reach).
        let session = try launchInteractive(["cat", "sigmavirus24/github3.py", "github3/repos/repo.py", "--ref", "develop", "--no-pager"],
                                            width: 120, height: 20, program: program)
        session.waitForText("EXITED:0")
        let coloured = session.screen(attributes: true).contains { $0.contains("38;5;") || $0.contains("38;2;") }
        XCTAssertTrue(coloured, "no highlighting colours:\n\(session.screen(attributes: true).joined(separator: "\n"))")

        let uninstall = try run("/bin/bash", [repository + "/scripts/uninstall.sh", "--prefix", prefix])
        XCTAssertEqual(uninstall.status, 0, uninstall.stderr)
        for file in installed {
            XCTAssertFalse(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) is still there")
        }
    }
}
