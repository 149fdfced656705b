import JSONReading

/// Reads a cache entry's metadata JSON as `JSONEncoder` writes it (`CacheFileFormat`) with the
/// one JSON reader, `JSONCursor`: no `JSONDecoder`, whose set-up and generic decoding cost about
/// a million instructions on the way to every cached answer. Members in any order, others
/// skipped; anything malformed or missing is a `JSONError`, and the entry is then not an entry.
enum CacheMetadataReader {
    /// What the metadata holds.
    struct Fields: Equatable, JSONReadable {
        var key: CacheKey
        var status: Int
        var fetchedAt: Double
        var headers: [CachedHeader]

        init(key: CacheKey, status: Int, fetchedAt: Double, headers: [CachedHeader]) {
            self.key = key
            self.status = status
            self.fetchedAt = fetchedAt
            self.headers = headers
        }

        private enum Field: String, CaseIterable, Sendable {
            case key, status, fetchedAt, headers
        }

        private static let fields = JSONFields(Field.self)

        init(json: inout JSONCursor) throws {
            var key: CacheKey?, status: Int?, fetchedAt: Double?, headers: [CachedHeader]?
            try json.readObject(Self.fields) { json, field in
                switch field {
                case .key: key = try CacheKey(json: &json)
                case .status: status = try json.int()
                case .fetchedAt: fetchedAt = try json.double()
                case .headers: headers = try [CachedHeader](json: &json)
                }
            }
            guard let key else { throw JSONError.missing(Field.key.rawValue) }
            guard let status else { throw JSONError.missing(Field.status.rawValue) }
            guard let fetchedAt else { throw JSONError.missing(Field.fetchedAt.rawValue) }
            guard let headers else { throw JSONError.missing(Field.headers.rawValue) }
            self.init(key: key, status: status, fetchedAt: fetchedAt, headers: headers)
        }
    }

    /// The metadata in `bytes`; throws a `JSONError` when they hold none.
    static func read(_ bytes: ArraySlice<UInt8>) throws -> Fields {
        try bytes.withUnsafeBytes { raw in
            var cursor = JSONCursor(raw)
            let fields = try Fields(json: &cursor)
            guard cursor.isAtEnd else { throw JSONError("more after the value") }
            return fields
        }
    }
}
