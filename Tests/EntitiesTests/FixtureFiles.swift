import Foundation

/// Finds the recorded GitHub responses: `GHBROWSE_FIXTURES`, else `shared/fixtures/github`
/// in the nearest ancestor of this file.
enum FixtureFiles {
    static let directory: URL? = {
        if let path = ProcessInfo.processInfo.environment["GHBROWSE_FIXTURES"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/fixtures/github")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// Every exchange's name (each `NAME.json` with its `NAME.headers`).
    static func names() throws -> [String] {
        let directory = try XCTUnwrapDirectory()
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".headers") }
            .map { String($0.dropLast(".headers".count)) }
            .sorted()
    }

    static func body(_ name: String) throws -> Data {
        try Data(contentsOf: XCTUnwrapDirectory().appendingPathComponent("\(name).json"))
    }

    private static func XCTUnwrapDirectory() throws -> URL {
        guard let directory else { throw MissingFixtures() }
        return directory
    }

    struct MissingFixtures: Error, CustomStringConvertible {
        var description: String { "cannot find shared/fixtures/github (set GHBROWSE_FIXTURES)" }
    }
}
