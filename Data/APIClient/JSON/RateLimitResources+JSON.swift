import Entities
import JSONReading

/// `GET /rate_limit`: each budget under `resources` by its name (`core`, `search`, …); the
/// top-level `rate` (`core` again) is skipped.
extension RateLimitResources: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case resources
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var resources: [String: Resource]?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .resources:
                var budgets: [String: Resource] = [:]
                try json.readMembers { json, name in budgets[name] = try Resource(json: &json) }
                resources = budgets
            }
        }
        guard let resources else { throw JSONError.missing(Field.resources.rawValue) }
        self.init(resources: resources)
    }
}
