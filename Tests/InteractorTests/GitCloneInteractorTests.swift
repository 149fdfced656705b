import FixtureServer
import Foundation
import Interactors
import Testing
import TestSupport
import Usecases

/// `C`'s clone with the real git from a local bare repository: the test's own git configuration
/// (no system file; a global one whose `insteadOf` sends `https://github.com/OWNER/REPO` to the bare
/// repository) given to the child as its environment.
@MainActor
@Suite(.serialized)
final class GitCloneInteractorTests {
    private let directory: String
    private let environment: [String]

    init() throws {
        directory = NSTemporaryDirectory() + "ghbrowse-clone-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let origin = try GitStandInRepository(in: directory, fullName: "octo/hello", file: "README", contents: "hello\n",
                                              branch: "main")
        environment = ProcessInfo.processInfo.environment.merging(origin.gitEnvironment) { $1 }
            .map { "\($0.key)=\($0.value)" }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func interactor() -> GitCloneInteractor {
        GitCloneInteractor(scheduler: InlineScheduler(), environment: environment, preferredProtocol: { .https })
    }

    @Test func clonesOverHttpsRewrittenToTheBareRepositoryAndSaysWhere() throws {
        let target = directory + "/hello"
        var outcome: CloneOutcome?
        _ = interactor().clone("octo/hello", into: target, progress: { _ in }, completion: { outcome = $0 })
        #expect(outcome == .cloned(path: target))
        #expect(try String(contentsOfFile: target + "/README", encoding: .utf8) == "hello\n")
    }

    @Test func aMissingRepositoryFailsWithGitsLastMessage() throws {
        var outcome: CloneOutcome?
        _ = interactor().clone("octo/absent-\(UUID().uuidString.prefix(6))", into: directory + "/absent",
                               progress: { _ in }, completion: { outcome = $0 })
        guard case .failed(let message)? = outcome else {
            Issue.record("expected a failure, got \(String(describing: outcome))")
            return
        }
        #expect(message.contains("fatal") || message.contains("could not"), "\(message)")
    }

    @Test func aNameThatIsNotOwnerSlashNameIsRefusedBeforeGitRuns() {
        var outcome: CloneOutcome?
        _ = interactor().clone("--upload-pack=touch x/y", into: directory + "/x", progress: { _ in }, completion: { outcome = $0 })
        #expect(outcome == .failed("not a repository's name: --upload-pack=touch x/y"))
    }

    @Test func aDirectoryWithSomethingInItIsOccupiedAnEmptyOneIsNot() throws {
        let empty = directory + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        #expect(!interactor().isOccupied(empty))
        #expect(!interactor().isOccupied(directory + "/nothing-here"))
        #expect(interactor().isOccupied(directory))
        #expect(interactor().isOccupied(directory + "/hello-gitconfig"))
    }
}
