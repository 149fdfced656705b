import Foundation

/// Where the binaries under test are: the `ghbrowse` and `fixture-server` that `swift test` (or
/// `swift build --build-tests`) just built beside this test bundle, in `.build/<triple>/debug`
/// (or `release` with `-c release`). `$GHBROWSE_BIN_DIR` points elsewhere on purpose only.
enum BuiltBinaries {
    static let directoryVariable = "GHBROWSE_BIN_DIR"

    /// The directory holding the running test bundle (`/proc/self/exe` is the xctest runner binary).
    static var directory: URL {
        if let configured = ProcessInfo.processInfo.environment[directoryVariable], !configured.isEmpty {
            return URL(fileURLWithPath: configured)
        }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The absolute path of `product`, or a failure explaining how to build it.
    static func path(of product: String) throws -> String {
        let path = directory.appendingPathComponent(product).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw EndToEndFailure("""
                The end-to-end tests drive \(path), built beside the test bundle, and it is missing. \
                `swift test` builds it; after `swift test --skip-build`, run `swift build --build-tests` first \
                (or point \(directoryVariable) at a directory holding ghbrowse and fixture-server).
                """)
        }
        return path
    }

    static func ghbrowse() throws -> String { try path(of: "ghbrowse") }
    static func fixtureServer() throws -> String { try path(of: "fixture-server") }
}
