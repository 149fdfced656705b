import Entities

/// A repository's flat tree (as `git/trees/REF?recursive=1` lists it) indexed by directory, so
/// a directory listing is a lookup, not a scan of tens of thousands of entries.
///
/// The tree's packed entries are kept as they came (shared, not copied); the index reads their
/// paths as bytes and makes a `String` only for each directory.
/// A truncated tree is completed directory by directory with `merging(directory:entries:)`;
/// a directory the tree names but whose entries never arrived reports `isComplete == false`.
public struct FileTreeIndex: Sendable {
    /// Every entry, paths from the root: the tree's, then directories only named by a deeper
    /// path, then the entries of directories merged later.
    public private(set) var entries: GitTreeEntries
    /// For each directory path ("" for the root), its slot in `children`.
    private var slots: [String: Int]
    /// For each slot, the indices in `entries` of the directory's own entries.
    private var children: [[Int]]
    /// Directories with a slot below this are complete (every directory of a whole tree).
    private var completeSlots: Int
    /// Directories completed later, one by one.
    private var completeDirectories: Set<String>

    /// Indexes `tree`; when it is truncated no directory is taken as complete (the cut may fall
    /// anywhere, the root's own entries included).
    public init(tree: GitTree) {
        entries = tree.entries
        slots = ["": 0]
        children = [[]]
        completeSlots = 0
        completeDirectories = []
        index(entries.indices)
        completeSlots = tree.truncated ? 0 : children.count
    }

    /// Whether the entries of `directory` are all known.
    public func isComplete(_ directory: String) -> Bool {
        if let slot = slots[directory], slot < completeSlots { return true }
        return completeDirectories.contains(directory)
    }

    /// The entry at `path`, if the tree names it.
    public func entry(at path: String) -> GitTreeEntry? {
        let parent = Self.parent(of: path)
        var wanted = path
        return wanted.withUTF8 { wanted in
            slots[parent].flatMap { slot in
                children[slot].first { entries.pathBytes[entries.pathRange(at: $0)].elementsEqual(wanted) }
            }
        }.map { entries[$0] }
    }

    /// `directory`'s own entries (from a non-recursive tree, paths relative to it) added to the
    /// index; the directory is then complete.
    public func merging(directory: String, entries own: GitTreeEntries) -> FileTreeIndex {
        var copy = self
        let prefix = Array((directory.isEmpty ? "" : directory + "/").utf8)
        let known = Set((slots[directory].map { children[$0] } ?? []).map { entries.path(at: $0) })
        let first = copy.entries.count
        for entry in own.indices where !known.contains(directory.isEmpty ? own.path(at: entry)
                                                         : directory + "/" + own.path(at: entry)) {
            copy.entries.append(entry, of: own, prefix: prefix)
        }
        copy.index(first..<copy.entries.count)
        copy.completeDirectories.insert(directory)
        return copy
    }

    /// `merging(directory:entries:)` for entries one by one.
    public func merging(directory: String, entries own: [GitTreeEntry]) -> FileTreeIndex {
        merging(directory: directory, entries: GitTreeEntries(own))
    }

    /// The listing of `directory` ("" for the root): directories first, then files, each by name
    /// (ignoring case, then exactly), with sizes.
    public func listing(of directory: String) -> [ListingEntry] {
        let own = (slots[directory].map { children[$0] } ?? []).map { entries[$0] }
        return ListingEntry.sorted(own.map { entry in
            ListingEntry(entry: entry, childCount: entry.type == .tree ? slots[entry.path].map { children[$0].count } : nil)
        })
    }

    /// The directory holding `path` ("" for the root).
    public static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// Indexes `range` of `entries` (each entry's parent before it, as git lists them; a parent
    /// not listed is added after them, as a directory).
    private mutating func index(_ range: Range<Int>) {
        let paths = entries.pathBytes
        paths.withUnsafeBufferPointer { paths in
            // Siblings mostly come one after another: the last parent's slot is found without
            // hashing, its bytes compared with the entry's parent's (up to its last `/`).
            var lastParent: (bytes: Range<Int>, slot: Int)?
            for position in range {
                let path = entries.pathRange(at: position)
                var slash = path.upperBound
                while slash > path.lowerBound, paths[slash - 1] != UInt8(ascii: "/") { slash -= 1 }
                let parentBytes = path.lowerBound..<max(path.lowerBound, slash - 1)
                let slot: Int
                if let last = lastParent, last.bytes.count == parentBytes.count,
                   parentBytes.isEmpty || paths[last.bytes].elementsEqual(paths[parentBytes]) {
                    slot = last.slot
                } else {
                    let parent = String(decoding: UnsafeBufferPointer(rebasing: paths[parentBytes]), as: UTF8.self)
                    if slots[parent] == nil { addImplicitDirectory(parent) }
                    slot = slots[parent] ?? 0
                    lastParent = (parentBytes, slot)
                }
                children[slot].append(position)
                if entries.type(at: position) == .tree {
                    let directory = String(decoding: UnsafeBufferPointer(rebasing: paths[path]), as: UTF8.self)
                    if slots[directory] == nil { addSlot(directory) }
                }
            }
        }
    }

    private mutating func addSlot(_ directory: String) {
        slots[directory] = children.count
        children.append([])
    }

    /// A directory named only by a deeper path (a truncated tree): listed under its parent.
    private mutating func addImplicitDirectory(_ path: String) {
        guard !path.isEmpty else { return }
        let parent = Self.parent(of: path)
        if slots[parent] == nil { addImplicitDirectory(parent) }
        children[slots[parent] ?? 0].append(entries.count)
        entries.append(GitTreeEntry(path: path, mode: "040000", type: .tree))
        addSlot(path)
    }
}
