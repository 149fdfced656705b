import Entities
import JSONReading

/// One budget: `limit`, `remaining` and `reset` must be there and be numbers (saturated when
/// they do not fit); `used` and the rest are skipped.
extension RateLimitResources.Resource: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case limit, remaining, reset
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var limit: Int?, remaining: Int?, reset: Int?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .limit: limit = try json.count()
            case .remaining: remaining = try json.count()
            case .reset: reset = try json.count()
            }
        }
        guard let limit else { throw JSONError.missing(Field.limit.rawValue) }
        guard let remaining else { throw JSONError.missing(Field.remaining.rawValue) }
        guard let reset else { throw JSONError.missing(Field.reset.rawValue) }
        self.init(limit: limit, remaining: remaining, reset: reset)
    }
}
