import Entities
import JSONReading

/// One entry of a git tree: only `path` must be there and be a string; a `mode`, `type`, `sha`
/// or `size` of another kind is nil (an unknown type is a blob), so one odd entry does not
/// spoil the tree.
extension GitTreeEntry: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case path, mode, type, sha, size
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var path: String?, mode: String?, type = GitObjectType.blob, sha: String?, size: Int?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .path: path = try json.string()
            case .mode: mode = try json.lenientString()
            case .type: type = try json.lenientString().flatMap(GitObjectType.init(rawValue:)) ?? .blob
            case .sha: sha = try json.lenientString()
            case .size: size = try json.lenientCount()
            }
        }
        guard let path else { throw JSONError.missing(Field.path.rawValue) }
        self.init(path: path, mode: mode, type: type, sha: sha, size: size)
    }
}
