import Foundation

/// Where the release binaries under test are: `$GHBROWSE_BIN_DIR`, else `<package root>/.build/release`
/// (what `make test` builds before running the tests).
enum ReleaseBinaries {
    static let directoryVariable = "GHBROWSE_BIN_DIR"

    /// The directory holding `Package.swift`, found by walking up from this source file.
    static var packageRoot: URL {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    static var directory: URL {
        if let configured = ProcessInfo.processInfo.environment[directoryVariable], !configured.isEmpty {
            return URL(fileURLWithPath: configured)
        }
        return packageRoot.appendingPathComponent(".build/release")
    }

    /// The absolute path of `product`, or a failure explaining how to build it.
    static func path(of product: String) throws -> String {
        let path = directory.appendingPathComponent(product).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw EndToEndFailure("""
                The end-to-end tests drive the release binary \(path), which is missing. \
                Build it first: `swift build -c release --product \(product)` (`make test` does this), \
                or point \(directoryVariable) at the directory holding release builds of ghbrowse and fixture-server.
                """)
        }
        return path
    }

    static func ghbrowse() throws -> String { try path(of: "ghbrowse") }
    static func fixtureServer() throws -> String { try path(of: "fixture-server") }
}
