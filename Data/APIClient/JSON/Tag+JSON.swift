import Entities
import JSONReading

/// A tag as `GET /repos/OWNER/REPO/tags` lists it: only `name` must be there; a `commit` of
/// another kind is nil.
extension Tag: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case name, commit
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var name: String?, commitSHA: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .name: name = try json.string()
            case .commit: commitSHA = try json.lenientObject(LinkedObject.self)?.sha
            }
        }
        guard let name else { throw JSONError.missing(Field.name.rawValue) }
        self.init(name: name, commitSHA: commitSHA)
    }
}
