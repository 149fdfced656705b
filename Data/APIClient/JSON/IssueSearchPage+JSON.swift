import Entities
import JSONReading

/// A page of `GET /search/issues`.
extension IssueSearchPage: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case totalCount = "total_count", incompleteResults = "incomplete_results", items
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var total: Int?, incomplete: Bool?, items: [Issue]?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .totalCount: total = try json.lenientCount()
            case .incompleteResults: incomplete = try json.lenientBool()
            case .items: items = try [Issue](json: &json)
            }
        }
        guard let items else { throw JSONError.missing(Field.items.rawValue) }
        self.init(totalCount: total ?? items.count, incompleteResults: incomplete, items: items)
    }
}
