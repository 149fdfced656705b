import Entities
import JSONReading

/// An account (a repository's owner, `GET /user`).
extension User: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case login, id, htmlURL = "html_url", type
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var login: String?, id: Int?, htmlURL: String?, type: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .login: login = try json.string()
            case .id: id = try json.int()
            case .htmlURL: htmlURL = try json.optionalString()
            case .type: type = try json.optionalString()
            }
        }
        guard let login else { throw JSONError.missing(Field.login.rawValue) }
        guard let id else { throw JSONError.missing(Field.id.rawValue) }
        self.init(login: login, id: id, htmlURL: htmlURL, type: type)
    }
}
