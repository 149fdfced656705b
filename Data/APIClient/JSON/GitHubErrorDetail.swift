import JSONReading

/// One entry of an error body's `errors`: usually an object, occasionally a bare string (its
/// message); anything else is an entry that says nothing.
struct GitHubErrorDetail: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case message, field, code
    }

    private static let fields = JSONFields(Field.self)

    var message: String?
    var field: String?
    var code: String?

    /// Its `message`, or else `field code` (e.g. `color invalid`).
    var text: String? {
        if let message, !message.isEmpty { return message }
        let parts = [field, code].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    init(json: inout JSONCursor) throws {
        switch json.nextKind() {
        case .string:
            message = try json.string()
        case .object:
            try json.readObject(Self.fields) { json, member in
                switch member {
                case .message: message = try json.lenientString()
                case .field: field = try json.lenientString()
                case .code: code = try json.lenientString()
                }
            }
        default:
            try json.skip()
        }
    }
}
