import APIClient
import Entities
import FixtureServer
import Foundation
import Glibc
import Interactors
import Store
import Testing
import TextCells
import Usecases

/// `d`'s and `ghbrowse download`'s saving over the real curl client against the GitHub stand-in
/// and its asset host on a second port: the redirect followed without the token, the file renamed
/// into place from a temporary name, nothing overwritten without a yes, traversal names flattened.
@Suite(.serialized)
final class FileDownloadJobTests {
    private let server: FixtureServer
    private let assetHost: FixtureServer
    private let directory: String
    private let job: FileDownloadJob

    init() throws {
        let standIn = try GitHubStandIn(store: FixtureStore.located())
        assetHost = try standIn.startAssetHost()
        server = FixtureServer(handler: standIn.handler)
        try server.start()
        directory = NSTemporaryDirectory() + "ghbrowse-save-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        job = FileDownloadJob(downloader: GitHubDownloader(
            configuration: GitHubConfiguration(baseURL: server.baseURL, token: "ghp_secret123"),
            http: CurlHTTPClient()))
    }

    deinit {
        server.stop()
        assetHost.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func assetURL(_ name: String) -> String {
        "\(server.baseURL)/ghbrowse-fixtures/assets/releases/download/v1.0/" + PercentEncoding.encodePathSegment(name)
    }

    private func run(_ source: SaveSource, to path: String, overwrite: Bool = false,
                     cancellation: CancellationToken = CancellationToken(),
                     progress: @escaping (SaveProgress) -> Void = { _ in }) -> SaveOutcome {
        job.run(source, to: path, overwrite: overwrite, cancellation: cancellation, progress: progress)
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains("ghbrowse-part") }
    }

    @Test func anAssetFollowsTheRedirectAndTheTokenStaysWithTheAPIHost() throws {
        let target = directory + "/big.bin"
        var steps: [SaveProgress] = []
        let outcome = run(.releaseAsset(url: assetURL("big.bin")), to: target) { steps.append($0) }
        #expect(outcome == .saved(path: target, bytes: 3 << 20))
        let saved = try #require(FileManager.default.contents(atPath: target))
        #expect(saved.count == 3 << 20)
        #expect(Array(saved.prefix(4)) == [0, 31, 62, 93])
        // The API's origin got the token; the asset host, another origin, none.
        let first = try #require(server.receivedRequests.last { $0.path.hasSuffix("/big.bin") })
        #expect(first.header("authorization") == "Bearer ghp_secret123")
        let redirected = try #require(assetHost.receivedRequests.last)
        #expect(redirected.path == "/__assets/big.bin")
        #expect(redirected.header("authorization") == nil)
        #expect(steps.first?.total == 3 << 20)
        #expect(steps.last?.bytes == 3 << 20)
        #expect(try leftovers().isEmpty)
    }

    /// A private repository's asset: github.com answers its `browser_download_url` only to a
    /// signed-in browser, so ghbrowse asks the asset's API address, with the token, for the bytes.
    @Test func anAssetsAPIAddressGetsTheTokenAndAsksForTheBytesAndTheRedirectGetsNeither() throws {
        let target = directory + "/notes.txt"
        let apiURL = "\(server.baseURL)/repos/ghbrowse-fixtures/assets/releases/assets/9000"
        #expect(run(.releaseAsset(url: apiURL), to: target) == .saved(path: target, bytes: 44))
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("These are the notes"))
        let asked = try #require(server.receivedRequests.last { $0.path.hasSuffix("/releases/assets/9000") })
        #expect(asked.header("authorization") == "Bearer ghp_secret123")
        #expect(asked.header("accept") == "application/octet-stream")
        let redirected = try #require(assetHost.receivedRequests.last)
        #expect(redirected.path == "/__assets/notes.txt")
        #expect(redirected.header("authorization") == nil)
        #expect(try leftovers().isEmpty)
    }

    @Test func anExistingFileIsNotOverwrittenWithoutAYes() throws {
        let target = directory + "/notes.txt"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: target))
        #expect(run(.releaseAsset(url: assetURL("notes.txt")), to: target) == .exists(path: target))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine")
        #expect(run(.releaseAsset(url: assetURL("notes.txt")), to: target, overwrite: true) == .saved(path: target, bytes: 44))
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("These are the notes"))
        #expect(try leftovers().isEmpty)
    }

    @Test func aTraversalNameIsSavedUnderItsLastComponentInTheChosenDirectory() throws {
        let name = try #require(SafeFileName.from("../../.bashrc"))
        #expect(name == ".bashrc")
        let target = directory + "/" + name
        #expect(run(.releaseAsset(url: assetURL("../../.bashrc")), to: target) == .saved(path: target, bytes: 19))
        #expect(FileManager.default.fileExists(atPath: target))
        #expect(SafeFileName.from("..") == nil)
        #expect(SafeFileName.from("a/\u{1B}[31mred\u{7}") == "[31mred")
    }

    @Test func aRepositoryFileIsSavedFromTheContentsEndpoint() throws {
        let target = directory + "/large.swift"
        let outcome = run(.repositoryFile(fullName: "octokit-fixture-org/hello-world", path: "ghbrowse-fixtures/large.swift",
                                          ref: "main"), to: target)
        guard case .saved(_, let bytes) = outcome else { Issue.record("\(outcome)"); return }
        #expect(bytes > 1 << 20)
        #expect(server.receivedRequests.last?.header("accept") == "application/vnd.github.raw")
    }

    @Test func aCancelledSaveLeavesNothing() throws {
        let target = directory + "/cancelled.bin"
        let token = CancellationToken()
        let outcome = run(.releaseAsset(url: assetURL("big.bin")), to: target, cancellation: token) { _ in token.cancel() }
        #expect(outcome == .cancelled)
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(try leftovers().isEmpty)
    }

    @Test func aMissingAssetIsGitHubsNotFound() throws {
        let outcome = run(.releaseAsset(url: assetURL("nope.bin")), to: directory + "/nope.bin")
        guard case .failed(.github(.notFound)) = outcome else { Issue.record("\(outcome)"); return }
        #expect(try leftovers().isEmpty)
    }

    @Test func directoriesCompleteFromWhatIsTyped() throws {
        try FileManager.default.createDirectory(atPath: directory + "/downloads", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory + "/docs", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: directory + "/dfile"))
        let candidates = DirectoryCompletion.candidates(of: directory + "/d")
        #expect(candidates == [directory + "/docs/", directory + "/downloads/"])
        #expect(DirectoryCompletion.candidates(of: directory + "/dow") == [directory + "/downloads/"])
    }
}
