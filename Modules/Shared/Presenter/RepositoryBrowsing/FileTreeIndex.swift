import Entities

/// A repository's flat tree (as `git/trees/REF?recursive=1` lists it) indexed by directory, so
/// a directory listing is a lookup, not a scan of tens of thousands of entries.
///
/// A truncated tree is completed directory by directory with `merging(directory:entries:)`;
/// a directory the tree names but whose entries never arrived reports `isComplete == false`.
public struct FileTreeIndex: Sendable {
    /// Every entry, paths from the root.
    public private(set) var entries: [GitTreeEntry]
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
        entries = []
        slots = ["": 0]
        children = [[]]
        completeSlots = 0
        completeDirectories = []
        add(tree.entries, under: "")
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
        return slots[parent].flatMap { children[$0].lazy.map { entries[$0] }.first { $0.path == path } }
    }

    /// `directory`'s own entries (from a non-recursive tree, paths relative to it) added to the
    /// index; the directory is then complete.
    public func merging(directory: String, entries own: [GitTreeEntry]) -> FileTreeIndex {
        var copy = self
        let prefix = directory.isEmpty ? "" : directory + "/"
        let known = Set((slots[directory].map { children[$0] } ?? []).map { entries[$0].path })
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

    private mutating func add(_ new: [GitTreeEntry], under root: String) {
        entries.reserveCapacity(entries.count + new.count)
        // Siblings mostly come one after another: the last parent's slot is found without hashing.
        var lastParent: (path: String, slot: Int)?
        for entry in new {
            let slot: Int
            if let last = lastParent, Self.isParent(last.path, of: entry.path) {
                slot = last.slot
            } else {
                let parent = Self.parent(of: entry.path)
                if slots[parent] == nil { addImplicitDirectory(parent) }
                slot = slots[parent] ?? 0
                lastParent = (parent, slot)
            }
            children[slot].append(entries.count)
            entries.append(entry)
            if entry.type == .tree, slots[entry.path] == nil { addSlot(entry.path) }
        }
    }

    /// Whether `directory` is the directory holding `path` (as `parent(of:)` would say), by bytes.
    private static func isParent(_ directory: String, of path: String) -> Bool {
        var path = path
        var directory = directory
        return path.withUTF8 { pathBytes in
            directory.withUTF8 { directoryBytes in
                let count = directoryBytes.count
                if count == 0 { return !pathBytes.contains(UInt8(ascii: "/")) }
                guard pathBytes.count > count, pathBytes[count] == UInt8(ascii: "/") else { return false }
                for offset in 0..<count where pathBytes[offset] != directoryBytes[offset] { return false }
                return !pathBytes[(count + 1)...].contains(UInt8(ascii: "/"))
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
