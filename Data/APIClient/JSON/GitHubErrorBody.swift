import JSONReading

/// GitHub's error body: `{"message": …, "errors": [{"resource", "field", "code", "message"}]}`.
/// Members of another kind are nil, so a strange body still yields what it can.
struct GitHubErrorBody: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case message, errors
    }

    private static let fields = JSONFields(Field.self)

    var message: String?
    var errors: [GitHubErrorDetail] = []

    init(json: inout JSONCursor) throws {
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .message: message = try json.lenientString()
            case .errors: try json.lenientArray { json in errors.append(try GitHubErrorDetail(json: &json)) }
            }
        }
    }
}
