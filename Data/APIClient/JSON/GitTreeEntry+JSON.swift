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
        var entries = GitTreeEntries()
        try Self.read(json: &json, into: &entries)
        self = entries[0]
    }

    /// Reads one entry onto the end of `entries`: a path or SHA of plain ASCII (nearly all) is
    /// copied from the answer's bytes without a `String` made for it.
    public static func read(json: inout JSONCursor, into entries: inout GitTreeEntries) throws {
        var path: String?, plainPath: UnsafeRawBufferPointer?, mode: String?, type = GitObjectType.blob
        var sha: String?, plainSHA: UnsafeRawBufferPointer?, size: Int?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .path:
                plainPath = json.plainASCIIString()
                if plainPath == nil { path = try json.string() }
            case .mode: mode = try json.lenientString(common: Self.modes)
            case .type: type = try json.lenientName(Self.types) ?? .blob
            case .sha:
                plainSHA = json.plainASCIIString()
                if plainSHA == nil { sha = try json.lenientString() }
            case .size: size = try json.lenientCount()
            }
        }
        if let plainPath {
            entries.append(path: plainPath, mode: mode, type: type, sha: sha, shaBytes: plainSHA, size: size)
        } else if var path {
            path.withUTF8 { utf8 in
                entries.append(path: UnsafeRawBufferPointer(utf8), mode: mode, type: type, sha: sha, shaBytes: plainSHA,
                               size: size)
            }
        } else {
            throw JSONError.missing(Field.path.rawValue)
        }
    }
}
