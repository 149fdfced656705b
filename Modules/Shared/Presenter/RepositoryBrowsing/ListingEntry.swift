import Entities

/// One row of a directory listing.
public struct ListingEntry: Equatable, Sendable {
    /// What a row is.
    public enum Kind: Equatable, Sendable {
        case directory
        case file
        /// A symbolic link (mode `120000`).
        case symlink
        /// A submodule: a commit of another repository.
        case submodule
    }

    /// The last path component.
    public var name: String
    /// The path from the root.
    public var path: String
    public var kind: Kind
    /// A file's size in bytes.
    public var size: Int?
    /// A directory's number of entries, when known.
    public var childCount: Int?
    /// The blob's or tree's SHA.
    public var sha: String?

    public init(name: String, path: String, kind: Kind, size: Int? = nil, childCount: Int? = nil, sha: String? = nil) {
        self.name = name
        self.path = path
        self.kind = kind
        self.size = size
        self.childCount = childCount
        self.sha = sha
    }

    init(entry: GitTreeEntry, childCount: Int?) {
        let slash = entry.path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let name = slash.map { String(entry.path[entry.path.utf8.index(after: $0)...]) } ?? entry.path
        let kind: Kind
        switch entry.type {
        case .tree: kind = .directory
        case .commit: kind = .submodule
        case .blob: kind = entry.mode == "120000" ? .symlink : .file
        }
        self.init(name: name, path: entry.path, kind: kind, size: entry.size, childCount: childCount, sha: entry.sha)
    }

    /// Directories first, then everything else; each group by name ignoring case, then exactly.
    static func sorted(_ rows: [ListingEntry]) -> [ListingEntry] {
        rows.map { (row: $0, key: $0.name.lowercased()) }.sorted { left, right in
            let leftIsDirectory = left.row.kind == .directory
            if leftIsDirectory != (right.row.kind == .directory) { return leftIsDirectory }
            if left.key != right.key { return left.key < right.key }
            return left.row.name < right.row.name
        }.map(\.row)
    }
}
