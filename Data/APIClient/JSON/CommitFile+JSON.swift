import Entities
import JSONReading

/// One file a commit changed: only `filename` must be there and be a string; counts saturate
/// (0 when of another kind), a `status` of another kind is `modified`.
extension CommitFile: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case filename, status, additions, deletions, changes, patch, previousFilename = "previous_filename"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var filename: String?, status: String?, additions: Int?, deletions: Int?, changes: Int?
        var patch: String?, previousFilename: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .filename: filename = try json.string()
            case .status: status = try json.lenientString()
            case .additions: additions = try json.lenientCount()
            case .deletions: deletions = try json.lenientCount()
            case .changes: changes = try json.lenientCount()
            case .patch: patch = try json.lenientString()
            case .previousFilename: previousFilename = try json.lenientString()
            }
        }
        guard let filename else { throw JSONError.missing(Field.filename.rawValue) }
        self.init(filename: filename, status: status ?? "modified", additions: additions ?? 0,
                  deletions: deletions ?? 0, changes: changes ?? 0, patch: patch, previousFilename: previousFilename)
    }
}
