import JSONReading

/// An object another answer links to, of which only a name is used: a commit's or release's
/// `author` account (`login`), a parent commit or a branch's or tag's `commit` (`sha`). Either
/// is nil when absent or of another kind.
struct LinkedObject: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case login, sha
    }

    private static let fields = JSONFields(Field.self)

    var login: String?
    var sha: String?

    init(json: inout JSONCursor) throws {
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .login: login = try json.lenientString()
            case .sha: sha = try json.lenientString()
            }
        }
    }
}
