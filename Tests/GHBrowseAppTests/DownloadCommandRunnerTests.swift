import Entities
import Foundation
@testable import GHBrowseApp
import Testing
import TestSupport
import Usecases

/// `ghbrowse download OWNER/REPO TAG [--pattern GLOB] [--dir D] [--clobber]` (issue 29), its runner
/// over a held releases use case and a recording save: the glob picks the assets, each saved in
/// turn into the directory under its safe name, never over a file without `--clobber`; a
/// traversal name saved flat or refused; the status; every sentence on standard error sanitized.
@MainActor
struct DownloadCommandRunnerTests {
    let releases = ReleasesUsecaseMock()
    let saving = FileSavingUsecaseMock()
    let standardOutput = RecordingSink()
    let standardError = RecordingSink()
    final class Status { var value: Int32? }
    let status = Status()

    init() {
        saving.directories = [".", "out", "out/"]
    }

    func run(tag: String = "v1.0", pattern: String? = nil, directory: String = ".", clobber: Bool = false,
             isTerminal: Bool = false) {
        let context = CommandLineContext(
            output: CommandLineOutput(standardOutput: standardOutput, standardError: standardError,
                                      isTerminal: isTerminal, width: 80),
            clock: FixedClock(now: Date(timeIntervalSince1970: 1_700_000_000)), hasToken: false)
        let status = self.status
        DownloadCommandRunner(releases: releases, saving: saving, context: context, showsProgress: isTerminal)
            .run(fullName: "o/r", tag: tag, pattern: pattern, directory: directory, overwrite: clobber) { status.value = $0 }
    }

    static func asset(_ name: String) -> ReleaseAsset {
        ReleaseAsset(name: name, size: 3 << 20, browserDownloadURL: "https://github.com/o/r/releases/download/v1.0/"
                     + name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)
    }

    func answer(_ names: [String]) {
        releases.tagCalls.last?.completion(.success(.fresh(
            Release(id: 1, tagName: "v1.0", assets: names.map(Self.asset)), source: .network)))
    }

    /// Answers every save asked so far, and those each answer leads to, with what `outcome` says.
    func finishSaves(_ outcome: (SaveFileCall) -> SaveOutcome) {
        var answered = 0
        while answered < saving.saves.count {
            let call = saving.saves[answered]
            answered += 1
            call.completion(outcome(SaveFileCall(path: call.path, overwrite: call.overwrite)))
        }
    }

    struct SaveFileCall {
        var path: String
        var overwrite: Bool
    }

    static func saved(_ call: SaveFileCall) -> SaveOutcome { .saved(path: call.path, bytes: 3 << 20) }

    @Test func theGlobPicksTheAssetsSavedOneAfterTheOtherIntoTheDirectory() {
        run(pattern: "cli-*.tgz", directory: "out")
        #expect(releases.tagCalls.map(\.tag) == ["v1.0"])
        #expect(releases.fullNames == ["o/r"])
        answer(["cli-linux.tgz", "notes.txt", "cli-mac.tgz", "cli-mac.zip"])
        #expect(saving.saves.map(\.path) == ["out/cli-linux.tgz"], "one at a time")
        finishSaves(Self.saved)
        #expect(saving.saves.map(\.path) == ["out/cli-linux.tgz", "out/cli-mac.tgz"])
        #expect(saving.saves.map(\.source) == [.releaseAsset(url: Self.asset("cli-linux.tgz").browserDownloadURL!),
                                               .releaseAsset(url: Self.asset("cli-mac.tgz").browserDownloadURL!)])
        #expect(saving.saves.map(\.overwrite) == [false, false])
        #expect(status.value == 0)
        #expect(standardOutput.text == "out/cli-linux.tgz\nout/cli-mac.tgz\n")
        #expect(standardError.text.isEmpty)
    }

    /// A private repository's asset downloads only from its API address (as `gh release download`
    /// asks it): that address when GitHub gave one.
    @Test func anAssetIsSavedFromItsAPIAddressWhenGitHubGaveOne() {
        run(directory: "out")
        var asset = Self.asset("private.tgz")
        asset.apiURL = "https://api.github.com/repos/o/r/releases/assets/70"
        releases.tagCalls.last?.completion(.success(.fresh(
            Release(id: 1, tagName: "v1.0", assets: [asset, Self.asset("public.tgz")]), source: .network)))
        finishSaves(Self.saved)
        #expect(saving.saves.map(\.source) == [.releaseAsset(url: "https://api.github.com/repos/o/r/releases/assets/70"),
                                               .releaseAsset(url: Self.asset("public.tgz").browserDownloadURL!)])
        #expect(status.value == 0)
    }

    @Test func withoutAPatternEveryAssetAndADirectoryWithItsSlashIsJoinedOnce() {
        run(directory: "out/")
        answer(["a.bin", "b.bin"])
        finishSaves(Self.saved)
        #expect(saving.saves.map(\.path) == ["out/a.bin", "out/b.bin"])
        #expect(status.value == 0)
    }

    @Test func aDirectoryThatIsNotOneIsSaidBeforeAnyRequest() {
        run(directory: "no\u{1B}[2Jsuch\nplace")
        #expect(releases.tagCalls.isEmpty)
        #expect(status.value == CommandLineContext.failureStatus)
        #expect(standardError.text.hasPrefix("ghbrowse: no") && standardError.text.hasSuffix(" is not a directory\n"))
        #expect(standardError.text.filter { $0 == "\n" }.count == 1, "one line")
        Self.expectSanitized(standardError.text)
    }

    @Test func noPatternMatchSaysSoWithTheTagAndGlobSanitized() {
        run(tag: "v1\u{1B}]0;pwned\u{07}", pattern: "*.dmg\u{9B}31m")
        answer(["a.bin"])
        #expect(saving.saves.isEmpty)
        #expect(status.value == CommandLineContext.failureStatus)
        #expect(standardError.text.hasPrefix("ghbrowse: no asset of v1"))
        #expect(standardError.text.contains("matches *.dmg"))
        Self.expectSanitized(standardError.text)
    }

    @Test func anExistingFileIsLeftAloneWithoutClobberAndTheStatusSaysSo() {
        run(directory: "out")
        answer(["a.bin", "b.bin"])
        finishSaves { call in call.path == "out/a.bin" ? .exists(path: call.path) : Self.saved(call) }
        #expect(saving.saves.map(\.overwrite) == [false, false])
        #expect(saving.saves.map(\.path) == ["out/a.bin", "out/b.bin"], "the next asset is still saved")
        #expect(standardError.text == "ghbrowse: a.bin: out/a.bin exists already: not overwritten\n")
        #expect(standardOutput.text == "out/b.bin\n")
        #expect(status.value == CommandLineContext.failureStatus)
    }

    @Test func clobberAsksToOverwrite() {
        run(directory: "out", clobber: true)
        answer(["a.bin"])
        finishSaves(Self.saved)
        #expect(saving.saves.map(\.overwrite) == [true])
        #expect(status.value == 0)
    }

    @Test func aTraversalNameIsSavedFlatInTheDirectoryAndANameWithNothingLeftIsRefused() {
        run(directory: "out")
        answer(["../../.bashrc", "..", "/etc/passwd", "ok.bin"])
        finishSaves(Self.saved)
        #expect(saving.saves.map(\.path) == ["out/.bashrc", "out/passwd", "out/ok.bin"])
        #expect(standardError.text == "ghbrowse: refused the asset name \"..\": no usable file name in it\n")
        #expect(standardOutput.text == "out/.bashrc\nout/passwd\nout/ok.bin\n")
        #expect(status.value == CommandLineContext.failureStatus, "an asset not saved makes the status 1")
    }

    @Test func hostileNamesAndFailuresReachStandardErrorSanitized() {
        let hostile = "evil\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}[2J\u{202E}.bin"
        run(directory: "out", isTerminal: true)
        answer([hostile, "x/\u{1B}\u{07}", "b.bin"])
        saving.saves.first?.progress(SaveProgress(bytes: 1 << 20, total: 3 << 20, bytesPerSecond: 1_048_576))
        finishSaves { call in
            call.path == "out/b.bin" ? .failed(.github(.serverError(status: 500, message: "boom\u{1B}[2J\r\nX-Evil: 1")))
                : .failed(.file("\(call.path): disk \u{1B}[31mfull\u{7}"))
        }
        #expect(saving.saves.map(\.path) == ["out/evil]52;c;cHduZWQ=[2J.bin", "out/b.bin"],
                "the saved name has no control characters")
        #expect(status.value == CommandLineContext.failureStatus)
        // The progress line's own `\r ESC[K` is the only sequence: none from GitHub.
        let withoutProgressClears = standardError.text.replacingOccurrences(of: "\r\u{1B}[K", with: "\n")
        Self.expectSanitized(withoutProgressClears)
        #expect(standardError.text.contains("evil]52;c;cHduZWQ=[2J.bin  [████░░░░░░░░] "))
        #expect(standardError.text.contains("ghbrowse: refused the asset name \"x/"))
        #expect(standardError.text.contains("could not save: out/evil]52;c;cHduZWQ=[2J.bin: disk full"))
        #expect(standardOutput.text.isEmpty)
    }

    @Test func githubsRefusalOfTheReleaseIsSaidWithStatusOne() {
        run()
        releases.tagCalls.last?.completion(.failure(.notFound(message: "Not Found")))
        #expect(status.value == CommandLineContext.failureStatus)
        #expect(standardError.text.hasPrefix("ghbrowse: "))
        #expect(saving.saves.isEmpty)
    }

    @Test func itParses() throws {
        let command = try #require(try GHBrowseCommand.parseAsRoot(
            ["download", "o/r", "v1", "--pattern", "*.tgz", "--dir", "out", "--clobber"]) as? DownloadCommand)
        #expect(command.pattern == "*.tgz" && command.dir == "out" && command.clobber && command.tag == "v1")
        let plain = try #require(try GHBrowseCommand.parseAsRoot(["download", "o/r", "v1"]) as? DownloadCommand)
        #expect(plain.dir == "." && !plain.clobber && plain.pattern == nil)
    }

    /// No escape, BEL, C1 control or bidi override, and one line per sentence.
    static func expectSanitized(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let bad = text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
        #expect(bad.isEmpty, "control characters on standard error: \(bad.map { String($0.value, radix: 16) })",
                sourceLocation: sourceLocation)
    }
}
