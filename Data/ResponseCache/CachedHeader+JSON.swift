import JSONReading

/// A stored response header as the entry's metadata holds it.
extension CachedHeader: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case name, value
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var name: String?, value: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .name: name = try json.string()
            case .value: value = try json.string()
            }
        }
        guard let name else { throw JSONError.missing(Field.name.rawValue) }
        guard let value else { throw JSONError.missing(Field.value.rawValue) }
        self.init(name: name, value: value)
    }
}
