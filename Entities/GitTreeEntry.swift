/// One entry of a git tree: a file (`blob`), a directory (`tree`) or a submodule (`commit`).
public struct GitTreeEntry: Equatable, Sendable {
    /// The path from the tree's root, `/`-separated (`src/tui/tui.go`).
    public var path: String
    /// The git file mode: `100644`, `100755`, `120000` (symbolic link), `040000`, `160000`.
    public var mode: String?
    public var type: GitObjectType
    public var sha: String?
    /// A blob's size in bytes; GitHub sends none for trees and submodules.
    public var size: Int?

    public init(path: String, mode: String? = nil, type: GitObjectType, sha: String? = nil, size: Int? = nil) {
        self.path = path
        self.mode = mode
        self.type = type
        self.sha = sha
        self.size = size
    }
}
