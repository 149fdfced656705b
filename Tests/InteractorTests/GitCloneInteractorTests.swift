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
        let bare = directory + "/origin.git"
        let globalConfig = directory + "/gitconfig"
        try "[url \"\(bare)\"]\n\tinsteadOf = https://github.com/octo/hello\n[user]\n\tname = T\n\temail = t@example.com\n"
            .write(toFile: globalConfig, atomically: true, encoding: .utf8)
        var variables = ProcessInfo.processInfo.environment
        variables["GIT_CONFIG_NOSYSTEM"] = "1"
        variables["GIT_CONFIG_GLOBAL"] = globalConfig
        environment = variables.map { "\($0.key)=\($0.value)" }
        let work = directory + "/work"
        try Self.git(["init", "--bare", "-q", bare], environment: variables)
        try Self.git(["init", "-q", work], environment: variables)
        try "hello\n".write(toFile: work + "/README", atomically: true, encoding: .utf8)
        try Self.git(["-C", work, "add", "README"], environment: variables)
        try Self.git(["-C", work, "commit", "-q", "-m", "first"], environment: variables)
        try Self.git(["-C", work, "push", "-q", bare, "HEAD:refs/heads/main"], environment: variables)
        try Self.git(["--git-dir", bare, "symbolic-ref", "HEAD", "refs/heads/main"], environment: variables)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private static func git(_ arguments: [String], environment: [String: String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
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
        #expect(interactor().isOccupied(directory + "/gitconfig"))
    }
}
