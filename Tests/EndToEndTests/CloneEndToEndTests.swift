import Foundation
import XCTest

/// Issue 29's `C` in the real binary with the real git: a local bare repository stands in for
/// github.com through the test's own git configuration (no system file; a global one whose
/// `insteadOf` rewrites `https://github.com/junegunn/fzf` to it), the directory asked on the status
/// line, and the status line says where the clone went.
final class CloneEndToEndTests: EndToEndTestCase {
    func testCClonesIntoTheDirectoryTypedAndSaysWhere() throws {
        let bare = scratch.path("fzf-origin.git")
        let work = scratch.path("fzf-work")
        let globalConfig = scratch.path("clone-gitconfig")
        try "[url \"\(bare)\"]\n\tinsteadOf = https://github.com/junegunn/fzf\n[user]\n\tname = T\n\temail = t@example.com\n"
            .write(toFile: globalConfig, atomically: true, encoding: .utf8)
        let gitEnvironment = ["GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": globalConfig]
        var environment = ProcessInfo.processInfo.environment
        environment.merge(gitEnvironment) { $1 }
        for arguments in [["init", "--bare", "-q", bare], ["init", "-q", work]] {
            try git(arguments, environment: environment)
        }
        try "cloned from the stand-in\n".write(toFile: work + "/README.md", atomically: true, encoding: .utf8)
        try git(["-C", work, "add", "README.md"], environment: environment)
        try git(["-C", work, "commit", "-q", "-m", "first"], environment: environment)
        try git(["-C", work, "push", "-q", bare, "HEAD:refs/heads/master"], environment: environment)
        try git(["--git-dir", bare, "symbolic-ref", "HEAD", "refs/heads/master"], environment: environment)

        let target = scratch.path("clones/fzf")
        let session = try launchInteractive(width: 160, term: "xterm-256color", environment: gitEnvironment)
        openFzf(session)
        session.sendKeys("C")
        session.waitForText("Clone into: ./fzf")
        session.sendKeys("C-u")
        session.type(target)
        session.sendKeys("Enter")
        session.waitForText("cloned junegunn/fzf into \(target)")
        XCTAssertEqual(try String(contentsOfFile: target + "/README.md", encoding: .utf8), "cloned from the stand-in\n")

        // Again into the same directory: refused before git runs.
        session.sendKeys("C")
        session.waitForText("Clone into: ./fzf")
        session.sendKeys("C-u")
        session.type(target)
        session.sendKeys("Enter")
        session.waitForText("not cloned: \(target) exists and is not an empty directory")
        session.sendKeys("C-c")
        assertTerminalRestored(session, expectedStatus: { $0 == 130 }, statusDescription: "130")
    }

    private func git(_ arguments: [String], environment: [String: String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
    }
}
