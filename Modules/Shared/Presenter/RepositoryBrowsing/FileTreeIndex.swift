import Entities

/// A repository's flat tree (as `git/trees/REF?recursive=1` lists it) indexed by directory, so
/// a directory listing is a lookup, not a scan of tens of thousands of entries.
///
/// A truncated tree is completed directory by directory with `merging(directory:entries:)`;
/// a directory the tree names but whose entries never arrived reports `isComplete == false`.
public struct FileTreeIndex: Sendable {
    /// Every entry, paths from the root.
    public private(set) var entries: [GitTreeEntry]
    /// For each directory path ("" for the root), the indices in `entries` of its own entries.
    private var childrenByDirectory: [String: [Int]]
    /// Directories whose entries are known in full.
    private var completeDirectories: Set<String>

    /// Indexes `tree`; when it is truncated no directory is taken as complete (the cut may fall
    /// anywhere, the root's own entries included).
    public init(tree: GitTree) {
        entries = []
        childrenByDirectory = ["": []]
        completeDirectories = []
        add(tree.entries, under: "")
        if tree.truncated {
            completeDirectories = []
        } else {
            completeDirectories = Set(childrenByDirectory.keys)
            for entry in entries where entry.type == .tree { completeDirectories.insert(entry.path) }
        }
    }

    /// Whether the entries of `directory` are all known.
    public func isComplete(_ directory: String) -> Bool {
        completeDirectories.contains(directory)
    }

    /// The entry at `path`, if the tree names it.
    public func entry(at path: String) -> GitTreeEntry? {
        let parent = Self.parent(of: path)
        return childrenByDirectory[parent]?.lazy.map { entries[$0] }.first { $0.path == path }
    }

    /// `directory`'s own entries (from a non-recursive tree, paths relative to it) added to the
    /// index; the directory is then complete.
    public func merging(directory: String, entries own: [GitTreeEntry]) -> FileTreeIndex {
        var copy = self
        let prefix = directory.isEmpty ? "" : directory + "/"
        let known = Set((childrenByDirectory[directory] ?? []).map { entries[$0].path })
        let fresh = own.map { entry -> GitTreeEntry in
            var rooted = entry
            rooted.path = prefix + entry.path
            return rooted
        }.filter { !known.contains($0.path) }
        copy.add(fresh, under: directory)
        copy.completeDirectories.insert(directory)
        return copy
    }

    /// The listing of `directory` ("" for the root): directories first, then files, each by name
    /// (ignoring case, then exactly), with sizes.
    public func listing(of directory: String) -> [ListingEntry] {
        let children = (childrenByDirectory[directory] ?? []).map { entries[$0] }
        return ListingEntry.sorted(children.map { entry in
            ListingEntry(entry: entry, childCount: entry.type == .tree ? childrenByDirectory[entry.path]?.count : nil)
        })
    }

    /// The directory holding `path` ("" for the root).
    public static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    private mutating func add(_ new: [GitTreeEntry], under root: String) {
        entries.reserveCapacity(entries.count + new.count)
        for entry in new {
            let parent = Self.parent(of: entry.path)
            if childrenByDirectory[parent] == nil { addImplicitDirectory(parent) }
            childrenByDirectory[parent, default: []].append(entries.count)
            entries.append(entry)
            if entry.type == .tree, childrenByDirectory[entry.path] == nil { childrenByDirectory[entry.path] = [] }
        }
    }

    /// A directory named only by a deeper path (a truncated tree): listed under its parent.
    private mutating func addImplicitDirectory(_ path: String) {
        guard !path.isEmpty else { return }
        let parent = Self.parent(of: path)
        if childrenByDirectory[parent] == nil { addImplicitDirectory(parent) }
        childrenByDirectory[parent, default: []].append(entries.count)
        entries.append(GitTreeEntry(path: path, mode: "040000", type: .tree))
        childrenByDirectory[path] = []
    }
}
