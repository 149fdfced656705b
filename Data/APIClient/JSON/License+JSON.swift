import Entities
import JSONReading

/// A repository's license.
extension License: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case key, name, spdxID = "spdx_id"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var key: String?, name: String?, spdxID: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .key: key = try json.string()
            case .name: name = try json.string()
            case .spdxID: spdxID = try json.optionalString()
            }
        }
        guard let key else { throw JSONError.missing(Field.key.rawValue) }
        guard let name else { throw JSONError.missing(Field.name.rawValue) }
        self.init(key: key, name: name, spdxID: spdxID)
    }
}
