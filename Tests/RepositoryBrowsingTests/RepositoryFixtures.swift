import APIClient
import Entities
import Foundation

/// The recorded trees of `shared/fixtures/github-repo`, decoded.
enum RepositoryFixtures {
    static let directory: URL? = {
        if let path = ProcessInfo.processInfo.environment["GHBROWSE_FIXTURES"], !path.isEmpty {
            return URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("github-repo")
        }
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/fixtures/github-repo")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    struct Missing: Error {}

    static func tree(_ name: String) throws -> GitTree {
        guard let directory else { throw Missing() }
        let data = try Data(contentsOf: directory.appendingPathComponent("\(name).json"))
        return try GitTree.read(from: data)
    }

    /// The 30,077-entry tree of tldr-pages/tldr, decoded once.
    nonisolated(unsafe) static var largeTree: GitTree? = try? tree("tree-large-tldr-pages-tldr")
}
