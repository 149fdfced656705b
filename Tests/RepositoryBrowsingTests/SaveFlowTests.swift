import Foundation
import PresentationKit
import RepositoryBrowsing
import Testing
import TestSupport
import Usecases

/// `d`'s flow, shared by the file and release screens: the offered name made safe, the path as
/// typed, the y/n before overwriting, the progress bar past 1 MB, Esc cancelling.
@MainActor
struct SaveFlowTests {
    let usecase = FileSavingUsecaseMock()
    final class Said {
        var lines: [(String, StatusTone)] = []
        var redisplays = 0
    }
    let said = Said()

    func makeFlow() -> SaveFlow {
        let said = self.said
        return SaveFlow(usecase: usecase, hasToken: false, now: { Date(timeIntervalSince1970: 0) },
                        say: { said.lines.append(($0, $1)) }, redisplay: { said.redisplays += 1 })
    }

    let asset = SaveCandidate(source: .releaseAsset(url: "https://github.com/o/r/releases/download/v1/cli.tgz"),
                              serverName: "cli.tgz", size: 5 << 20)

    @Test func offersTheSafeNameInTheCurrentDirectoryAndSavesWhereTyped() {
        let flow = makeFlow()
        flow.start([asset])
        #expect(flow.prompt == .path("./cli.tgz", choice: nil))
        flow.didSubmitSavePath("../elsewhere/mine.tgz")
        #expect(flow.prompt == nil)
        #expect(usecase.saves.map(\.path) == ["../elsewhere/mine.tgz"])
        #expect(usecase.saves.first?.overwrite == false)
        #expect(flow.isSaving)
    }

    @Test func aTraversalNameIsOfferedFlattenedAndAnEmptyOneRefused() {
        let flow = makeFlow()
        flow.start([SaveCandidate(source: asset.source, serverName: "../../.bashrc", size: 19)])
        #expect(flow.prompt == .path("./.bashrc", choice: nil))
        flow.didCancelSave()
        flow.start([SaveCandidate(source: asset.source, serverName: "../..", size: 1)])
        #expect(flow.prompt == nil)
        #expect(said.lines.last?.1 == .error)
        #expect(said.lines.last?.0.contains("refused") == true)
    }

    @Test func anExistingFileIsOverwrittenOnlyAfterYes() {
        usecase.existing = ["./cli.tgz"]
        let flow = makeFlow()
        flow.start([asset])
        flow.didSubmitSavePath("./cli.tgz")
        #expect(flow.prompt == .confirmOverwrite("./cli.tgz exists. Overwrite? (y/n)"))
        #expect(usecase.saves.isEmpty)
        flow.didAnswerOverwrite(false)
        #expect(usecase.saves.isEmpty)
        #expect(flow.prompt == nil)
        flow.start([asset])
        flow.didSubmitSavePath("./cli.tgz")
        flow.didAnswerOverwrite(true)
        #expect(usecase.saves.map(\.overwrite) == [true])
    }

    @Test func aDirectoryTypedTakesTheOfferedName() {
        usecase.directories = ["downloads"]
        let flow = makeFlow()
        flow.start([asset])
        flow.didSubmitSavePath("downloads")
        #expect(usecase.saves.map(\.path) == ["downloads/cli.tgz"])
    }

    @Test func progressPastAMegabyteShowsTheBarAndTheOutcomeIsSaid() throws {
        let flow = makeFlow()
        flow.start([asset])
        flow.didSubmitSavePath("./cli.tgz")
        let call = try #require(usecase.saves.first)
        call.progress(SaveProgress(bytes: 1 << 20, total: 5 << 20, bytesPerSecond: Double(1 << 20)))
        let line = try #require(said.lines.last)
        #expect(line.0.contains("[██░░░░░░░░░░] 1 MB of 5 MB · 1 MB/s · 4 s left"))
        #expect(line.1 == .busy)
        call.completion(.saved(path: "./cli.tgz", bytes: 5 << 20))
        #expect(said.lines.last?.0 == "saved ./cli.tgz (5 MB)")
        #expect(!flow.isSaving)
    }

    @Test func escCancelsTheSaveInProgress() throws {
        let flow = makeFlow()
        flow.start([asset])
        flow.didSubmitSavePath("./cli.tgz")
        flow.didCancelSave()
        #expect(usecase.saves.first?.cancellable.cancelCount == 1)
        #expect(said.lines.last?.0 == "save cancelled: nothing was written")
        #expect(!flow.isSaving)
    }

    @Test func severalAssetsAreChosenWithTheArrows() {
        let flow = makeFlow()
        let other = SaveCandidate(source: .releaseAsset(url: "https://x/y"), serverName: "b.zip", size: 1)
        flow.start([asset, other])
        #expect(flow.prompt == .path("./cli.tgz", choice: "cli.tgz, 1 of 2, ↑↓ another"))
        flow.didStepSaveChoice(1)
        #expect(flow.prompt == .path("./b.zip", choice: "b.zip, 2 of 2, ↑↓ another"))
        flow.didStepSaveChoice(1)
        #expect(flow.prompt == .path("./cli.tgz", choice: "cli.tgz, 1 of 2, ↑↓ another"))
        flow.didStepSaveChoice(-1)
        flow.didSubmitSavePath("./b.zip")
        #expect(usecase.saves.first?.source == .releaseAsset(url: "https://x/y"))
    }

    @Test func tabCompletesToTheCommonStartOfTheDirectories() {
        usecase.completions["./d"] = ["./docs/", "./downloads/"]
        usecase.completions["./dow"] = ["./downloads/"]
        let flow = makeFlow()
        #expect(flow.completeSavePath("./d") == "./do")
        #expect(flow.completeSavePath("./x") == "./x")
        #expect(flow.completeSavePath("./dow") == "./downloads/")
        #expect(DirectoryCompletionText.complete("./d", candidates: ["./dog/", "./dot/"]) == "./do")
    }
}
