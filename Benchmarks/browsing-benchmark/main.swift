// browsing-benchmark [TREE.json]
//
// Times what the files screen computes on a large tree (default: the 30,077-entry tree of
// tldr-pages/tldr in shared/fixtures/github-repo): decoding, the directory index, the path
// filter's build, and the filter per keystroke as queries are typed one character at a time.
// Prints medians; never fails on a time.
import APIClient
import BenchmarkSupport
import Entities
import Foundation
import RepositoryBrowsing

func format(_ value: Double) -> String {
    String(format: "%.2f", value)
}

func locateTree() -> String? {
    if CommandLine.arguments.count > 1 { return CommandLine.arguments[1] }
    var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("shared/fixtures/github-repo/tree-large-tldr-pages-tldr.json")
        if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
        directory = directory.deletingLastPathComponent()
    }
    return nil
}

guard let path = locateTree(), let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("browsing-benchmark: cannot find the large tree fixture\n".utf8))
    exit(1)
}

let residentBefore = residentMiB()
var decodeTimes: [Double] = []
var indexTimes: [Double] = []
var filterBuildTimes: [Double] = []
var tree = GitTree(entries: [])
var residentTree = 0.0
var residentIndexed = 0.0
var kept: (FileTreeIndex, FuzzyPathFilter)?
for iteration in 0..<5 {
    var start = DispatchTime.now()
    tree = try GitTree.read(from: data)
    decodeTimes.append(milliseconds(start))
    if iteration == 0 { residentTree = residentMiB() }
    start = DispatchTime.now()
    let index = FileTreeIndex(tree: tree)
    _ = index.listing(of: "pages/common")
    indexTimes.append(milliseconds(start))
    start = DispatchTime.now()
    let builtFilter = FuzzyPathFilter(paths: tree.entries.map(\.path))
    filterBuildTimes.append(milliseconds(start))
    if iteration == 0 {
        kept = (index, builtFilter)
        residentIndexed = residentMiB()
    }
}
let paths = tree.entries.map(\.path)
let filter = FuzzyPathFilter(paths: paths)
let index = FileTreeIndex(tree: tree)

var listingTimes: [Double] = []
for _ in 0..<20 {
    let start = DispatchTime.now()
    _ = index.listing(of: "pages/common")
    listingTimes.append(milliseconds(start))
}

// Queries typed one character at a time, as a user would: each prefix is one keystroke.
let queries = ["tuisrc", "commonls", "pages/linux/apt", "tarcommon", "readme", "git-commit", "zh linux", "xyzzy"]
var keystrokeTimes: [Double] = []
var freshTimes: [Double] = []
var unlimitedTimes: [Double] = []
for _ in 0..<5 {
    for query in queries {
        // As the files screen does: each keystroke searches among the previous one's matches.
        var previous: [UInt32]?
        for length in 1...query.count {
            let prefix = String(query.prefix(length))
            var start = DispatchTime.now()
            previous = filter.search(prefix, limit: 200, among: previous).matching
            keystrokeTimes.append(milliseconds(start))
            start = DispatchTime.now()
            _ = filter.search(prefix, limit: 200)
            freshTimes.append(milliseconds(start))
            start = DispatchTime.now()
            _ = filter.search(prefix)
            unlimitedTimes.append(milliseconds(start))
        }
    }
}

print("tree: \(paths.count) entries, \(data.count) bytes of JSON (\(path.split(separator: "/").last ?? ""))")
print("decode GitTree (JSONCursor, what GitHubAPI.Tree uses): median \(format(median(decodeTimes))) ms")
print("FileTreeIndex build: median \(format(median(indexTimes))) ms; listing of pages/common: median \(format(median(listingTimes))) ms")
print("FuzzyPathFilter build: median \(format(median(filterBuildTimes))) ms")
print("key -> filter (best 200 rows, among the previous keystroke's matches), \(keystrokeTimes.count) keystrokes: median \(format(median(keystrokeTimes))) ms, "
      + "p90 \(format(percentile(keystrokeTimes, 0.9))) ms, max \(format(keystrokeTimes.max() ?? 0)) ms")
print("key -> filter (best 200 rows, the whole tree each time): median \(format(median(freshTimes))) ms, "
      + "p90 \(format(percentile(freshTimes, 0.9))) ms")
print("key -> filter (every match, sorted): median \(format(median(unlimitedTimes))) ms, "
      + "p90 \(format(percentile(unlimitedTimes, 0.9))) ms")
print("resident (first round): \(format(residentBefore)) MiB with the JSON read (\(format(Double(data.count) / 1_048_576)) MiB), "
      + "+\(format(residentTree - residentBefore)) MiB the tree decoded, +\(format(residentIndexed - residentTree)) MiB "
      + "the index and the filter; \(format(residentMiB())) MiB at the end")
_ = kept
