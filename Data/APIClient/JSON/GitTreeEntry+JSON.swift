import Entities
import JSONReading

/// One entry of a git tree: only `path` must be there and be a string; a `mode`, `type`, `sha`
/// or `size` of another kind is nil (an unknown type is a blob), so one odd entry does not
/// spoil the tree.
extension GitTreeEntry: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case path, mode, type, sha, size
    }

    /// The modes git writes, read as these strings rather than made from the bytes each time.
    private enum Mode: String, CaseIterable, Sendable {
        case file = "100644", executable = "100755", directory = "040000", submodule = "160000", link = "120000"
    }

    private static let fields = JSONFields(Field.self)
    private static let types = JSONFields(GitObjectType.self)
    private static let modes = JSONFields(Mode.self)

    public init(json: inout JSONCursor) throws {
        var path: String?, mode: String?, type = GitObjectType.blob, sha: String?, size: Int?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .path: path = try json.string()
            case .mode: mode = try json.lenientString(common: Self.modes)
            case .type: type = try json.lenientName(Self.types) ?? .blob
            case .sha: sha = try json.lenientString()
            case .size: size = try json.lenientCount()
            }
        }
        guard let path else { throw JSONError.missing(Field.path.rawValue) }
        self.init(path: path, mode: mode, type: type, sha: sha, size: size)
    }
}
