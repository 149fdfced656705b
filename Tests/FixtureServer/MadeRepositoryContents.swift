import APIClient
import Foundation

/// Answers made in the shape of the recordings, for what no recording shows: a directory's own
/// entries (built from the recorded recursive tree), a truncated recursive tree, a binary file,
/// a file over 1 MB, and a short text for every other file of the recorded tree.
struct MadeRepositoryContents: @unchecked Sendable {
    // @unchecked: the dictionaries hold only immutable JSON values, read after `init`.

    /// The repository whose recursive tree comes truncated.
    static let truncatedTreeRepository = "ghbrowse-fixtures/truncated-tree"
    /// How many entries the truncated tree keeps.
    static let truncatedEntryCount = 40
    static let binaryPath = "ghbrowse-fixtures/binary.bin"
    static let largePath = "ghbrowse-fixtures/large.swift"
    /// Lines in the large file.
    static let largeLineCount = 12_000
    /// The repository whose recursive tree also lists `pathologicalFiles` (issue 31: files that
    /// made the highlighter freeze the screen); their contents are served in any repository.
    static let pathologicalRepository = "ghbrowse-fixtures/pathological"
    /// Files that are cheap to send and costly to highlight: 9.4 MB of line breaks, a million
    /// short lines, and 200,000 `<a>` on one line followed by 1,000 CDATA lines.
    static let pathologicalFiles: [(path: String, make: @Sendable () -> [UInt8])] = [
        ("pathological/newlines.c", { [UInt8](repeating: UInt8(ascii: "\n"), count: 9_400_000) }),
        ("pathological/short-lines.js", {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(6_000_000)
            for index in 0..<1_000_000 {
                bytes.append(UInt8(ascii: "v"))
                bytes.append(UInt8(ascii: "0") + UInt8(index % 100 / 10))
                bytes.append(UInt8(ascii: "0") + UInt8(index % 10))
                bytes += [UInt8(ascii: "="), UInt8(ascii: "1"), UInt8(ascii: ";"), UInt8(ascii: "\n")]
            }
            return bytes
        }),
        ("pathological/nested.xml", {
            var bytes = [UInt8]()
            bytes.reserveCapacity(650_000)
            for _ in 0..<200_000 { bytes += [UInt8(ascii: "<"), UInt8(ascii: "a"), UInt8(ascii: ">")] }
            bytes.append(UInt8(ascii: "\n"))
            for index in 0..<1_000 { bytes += Array("<![CDATA[ line \(index) ]]>\n".utf8) }
            return bytes
        }),
    ]

    /// The repository whose recursive tree also lists `markdownLinksPath` (issue 28: a Markdown
    /// file whose relative links lead to other files of the repository); its contents are served
    /// in any repository.
    static let markdownLinksRepository = "ghbrowse-fixtures/markdown-links"
    static let markdownLinksPath = "docs/LINKS.md"
    /// Links to `docs/api.rst` (beside it) and `README.rst` (one directory up), both in the recorded tree.
    static let markdownLinksText = """
        # Links between files

        Start with [the API page](api.rst), then go back to [the README](../README.rst).

        Or read it on [github.com](https://github.com/sigmavirus24/github3.py).

        """

    /// The recorded root tree's SHA.
    let rootSHA: String
    private let rootURL: String
    private let entries: [[String: Any]]
    /// A directory's path ("" for the root) by its SHA.
    private let directoryBySHA: [String: String]
    /// Each directory's own entries, by its path ("" for the root), with paths relative to it.
    private let childrenByDirectory: [String: [[String: Any]]]
    private let blobPaths: Set<String>
    private let largeFile: [UInt8]

    init(recordedTree: Fixture) throws {
        let tree = try JSONObject(parsing: recordedTree.body)
        rootSHA = tree.string("sha") ?? ""
        rootURL = tree.string("url") ?? ""
        entries = tree["tree"] as? [[String: Any]] ?? []
        var directories = [rootSHA: ""]
        var children: [String: [[String: Any]]] = [:]
        var blobs = Set<String>()
        for entry in entries {
            guard let path = entry["path"] as? String else { continue }
            let slash = path.lastIndex(of: "/")
            let parent = slash.map { String(path[..<$0]) } ?? ""
            var child = entry
            child["path"] = slash.map { String(path[path.index(after: $0)...]) } ?? path
            children[parent, default: []].append(child)
            if entry["type"] as? String == "tree", let sha = entry["sha"] as? String { directories[sha] = path }
            if entry["type"] as? String == "blob" { blobs.insert(path) }
        }
        directoryBySHA = directories
        childrenByDirectory = children
        blobPaths = blobs
        largeFile = Self.makeLargeFile()
    }

    /// The non-recursive tree of the directory whose SHA is `sha`, or nil for an unknown SHA.
    func subtree(sha: String) -> [String: Any]? {
        guard let directory = directoryBySHA[sha] else { return nil }
        return ["sha": sha, "url": rootURL.replacingOccurrences(of: rootSHA, with: sha),
                "tree": childrenByDirectory[directory] ?? [], "truncated": false]
    }

    /// The sizes of `pathologicalFiles`, for the tree.
    static let pathologicalSizes = pathologicalFiles.map { $0.make().count }

    /// The recorded recursive tree with `pathologicalFiles` added.
    func treeWithPathologicalFiles() -> [String: Any] {
        var tree = entries
        tree.append(["path": "pathological", "mode": "040000", "type": "tree",
                     "sha": String(repeating: "7", count: 40), "url": rootURL])
        for (index, file) in Self.pathologicalFiles.enumerated() {
            tree.append(["path": file.path, "mode": "100644", "type": "blob", "size": Self.pathologicalSizes[index],
                         "sha": String(repeating: String(index), count: 40), "url": rootURL])
        }
        return ["sha": rootSHA, "url": rootURL, "tree": tree, "truncated": false]
    }

    /// The recorded recursive tree with `markdownLinksPath` added.
    func treeWithMarkdownLinks() -> [String: Any] {
        var tree = entries
        tree.append(["path": Self.markdownLinksPath, "mode": "100644", "type": "blob",
                     "size": Self.markdownLinksText.utf8.count, "sha": String(repeating: "8", count: 40), "url": rootURL])
        return ["sha": rootSHA, "url": rootURL, "tree": tree, "truncated": false]
    }

    /// The recorded recursive tree cut after `truncatedEntryCount` entries, saying so.
    func truncatedTree() -> [String: Any] {
        ["sha": rootSHA, "url": rootURL, "tree": Array(entries.prefix(Self.truncatedEntryCount)), "truncated": true]
    }

    /// The bytes of the file at `path`, or nil when there is none.
    func file(at path: String) -> [UInt8]? {
        switch path {
        case Self.binaryPath:
            return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D] + Array(repeating: 0, count: 52)
        case Self.largePath:
            return largeFile
        case Self.markdownLinksPath:
            return Array(Self.markdownLinksText.utf8)
        case let path where Self.pathologicalFiles.contains { $0.path == path }:
            return Self.pathologicalFiles.first { $0.path == path }?.make()
        default:
            guard blobPaths.contains(path) else { return nil }
            return Array("This file stands in for \(path) of the recorded tree.\n".utf8)
        }
    }

    /// GitHub's contents envelope for `bytes` at `path`: base64 in lines of 60 up to 1 MB;
    /// past it, `encoding: none` and an empty `content`, as GitHub sends for 1 to 100 MB.
    func envelope(_ bytes: [UInt8], path: String, headers: [FixtureHeader]) -> FixtureResponse {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var object: [String: Any] = [
            "name": name, "path": path, "sha": String(Revalidation.entityTag(of: bytes).filter(\.isHexDigit)),
            "size": bytes.count, "type": "file",
        ]
        if bytes.count <= 1 << 20 {
            let encoded = Data(bytes).base64EncodedString()
            var lines: [Substring] = []
            var rest = Substring(encoded)
            while !rest.isEmpty {
                lines.append(rest.prefix(60))
                rest = rest.dropFirst(60)
            }
            object["encoding"] = "base64"
            object["content"] = lines.joined(separator: "\n") + "\n"
        } else {
            object["encoding"] = "none"
            object["content"] = ""
        }
        return FixtureResponse(status: 200, headers: headers, body: JSONObject(fields: object).bytes)
    }

    /// `object` as a 200 with the headers of `recorded` (without its validators and links).
    func json(_ object: [String: Any], like recorded: FixtureResponse) -> FixtureResponse {
        FixtureResponse(status: 200,
                        headers: recorded.headers.filter { !["etag", "link", "last-modified"].contains($0.name.lowercased()) },
                        body: JSONObject(fields: object).bytes)
    }

    /// 12,000 lines of Swift (about 1.2 MB, long lines included): a block of declarations, comments, strings and
    /// numbers repeated with its names numbered.
    private static func makeLargeFile() -> [UInt8] {
        var text = "// A large Swift file made by the fixture server, for the file view and its highlighter.\nimport Foundation\n\n"
        var line = 3
        var block = 0
        while line < largeLineCount {
            text += """
            /// Block \(block): a type with a stored property, a computed one and a method.
            public struct Sample\(block): Equatable, Sendable {
                public var name: String = "sample \\(\(block))"
                private let values: [Int] = [\(block), 0x\(String(block, radix: 16)), 1_000]
                static let table: [Int] = [\((0..<120).map { String(block * 1_000 + $0) }.joined(separator: ", "))]
                /// \(String(repeating: "A long line of documentation that a narrow terminal scrolls sideways. ", count: 4))

                /// The sum of the values, or nil when it overflows.
                public var total: Int? {
                    var sum = 0
                    for value in values {
                        let (next, overflow) = sum.addingReportingOverflow(value)
                        if overflow { return nil }
                        sum = next
                    }
                    return sum
                }
            }


            """
            line += 19
            block += 1
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(largeLineCount)
        if lines.last?.isEmpty == false { lines.append("") }
        return Array(lines.joined(separator: "\n").utf8)
    }
}
