import Foundation

/// The target dependency graph read from Package.swift's text: `.target(name: "X", dependencies: [...]`
/// (product dependencies are ignored). Enough to check what a target can reach.
struct PackageGraph {
    private(set) var dependencies: [String: [String]] = [:]

    var targets: [String] { Array(dependencies.keys) }

    init(manifest: String) {
        let pattern = #"\.(?:target|executableTarget|testTarget)\(name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(manifest.startIndex..., in: manifest)
        for match in regex.matches(in: manifest, range: range) {
            guard let nameRange = Range(match.range(at: 1), in: manifest) else { continue }
            var names: [String] = []
            if let listRange = Range(match.range(at: 2), in: manifest) {
                let list = manifest[listRange]
                // Plain "Name" entries only; `.product(name: "…", …)` is another package's.
                let quoted = try! NSRegularExpression(pattern: #"(?<!name: )(?<!package: )"([^"]+)""#)
                let listNSRange = NSRange(list.startIndex..., in: list)
                names = quoted.matches(in: String(list), range: listNSRange).compactMap {
                    Range($0.range(at: 1), in: String(list)).map { String(String(list)[$0]) }
                }
            }
            dependencies[String(manifest[nameRange])] = names
        }
    }

    /// Everything `target` depends on, directly or not.
    func closure(of target: String) -> Set<String> {
        var seen = Set<String>()
        var queue = dependencies[target] ?? []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            queue += dependencies[next] ?? []
        }
        return seen
    }
}
