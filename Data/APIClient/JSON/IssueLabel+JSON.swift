import Entities
import JSONReading

/// A label as the issues and pulls endpoints write it; its colour as given.
extension IssueLabel: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case name, color, description
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var name: String?, color: String?, description: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .name: name = try json.lenientString()
            case .color: color = try json.lenientString()
            case .description: description = try json.lenientString()
            }
        }
        guard let name else { throw JSONError.missing(Field.name.rawValue) }
        self.init(name: name, color: color, description: description)
    }
}
