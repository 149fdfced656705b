import JSONReading

/// A cache key as the entry's metadata holds it.
extension CacheKey: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case method, url, accept, credential
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var method: String?, url: String?, accept: String?, credential: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .method: method = try json.string()
            case .url: url = try json.string()
            case .accept: accept = try json.string()
            case .credential: credential = try json.string()
            }
        }
        guard let method else { throw JSONError.missing(Field.method.rawValue) }
        guard let url else { throw JSONError.missing(Field.url.rawValue) }
        guard let accept else { throw JSONError.missing(Field.accept.rawValue) }
        guard let credential else { throw JSONError.missing(Field.credential.rawValue) }
        self.init(method: method, url: url, accept: accept, credential: credential)
    }
}
