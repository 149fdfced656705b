import Entities
import JSONReading

/// A branch as `GET /repos/OWNER/REPO/branches` lists it: only `name` must be there; a
/// `commit` or `protected` of another kind is nil.
extension Branch: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case name, commit, isProtected = "protected"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var name: String?, commitSHA: String?, isProtected: Bool?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .name: name = try json.string()
            case .commit: commitSHA = try json.lenientObject(LinkedObject.self)?.sha
            case .isProtected: isProtected = try json.lenientBool()
            }
        }
        guard let name else { throw JSONError.missing(Field.name.rawValue) }
        self.init(name: name, commitSHA: commitSHA, isProtected: isProtected)
    }
}
