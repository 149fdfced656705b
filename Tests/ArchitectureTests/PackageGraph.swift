import Foundation

/// The target dependency graph as SwiftPM itself reads it: `swift package dump-package`'s JSON
/// (product dependencies, which are other packages', are left out). Enough to check what a
/// target can reach, with no regular expression over Package.swift to fool.
struct PackageGraph {
    /// One target: its name, folder and direct dependencies within the package.
    struct Target {
        var name: String
        var path: String?
        var dependencies: [String]
    }

    private(set) var targetsByName: [String: Target] = [:]

    var targets: [String] { Array(targetsByName.keys) }

    /// Parses `dump-package` output.
    init(dumpedPackage json: Data) throws {
        let root = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        for case let target as [String: Any] in root?["targets"] as? [Any] ?? [] {
            guard let name = target["name"] as? String else { continue }
            var dependencies: [String] = []
            for case let dependency as [String: Any] in target["dependencies"] as? [Any] ?? [] {
                for key in ["byName", "target"] {
                    if let entry = dependency[key] as? [Any], let first = entry.first as? String {
                        dependencies.append(first)
                    }
                }
            }
            targetsByName[name] = Target(name: name, path: target["path"] as? String, dependencies: dependencies)
        }
    }

    /// Runs `swift package dump-package` on the package at `root` (with a scratch folder of its
    /// own, so it never waits on the build that is running these tests) and parses it.
    static func load(packageRoot root: URL) throws -> PackageGraph {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ghbrowse-dump-\(getpid())")
        process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path,
                             "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: scratch)
        return try PackageGraph(dumpedPackage: data)
    }

    /// The target built from `path` (relative to the package root), if any.
    func target(atPath path: String) -> String? {
        targetsByName.values.first { $0.path == path }?.name
    }

    /// Everything `target` depends on, directly or not.
    func closure(of target: String) -> Set<String> {
        var seen = Set<String>()
        var queue = targetsByName[target]?.dependencies ?? []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            queue += targetsByName[next]?.dependencies ?? []
        }
        return seen
    }
}
