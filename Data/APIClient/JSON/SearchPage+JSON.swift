import Entities
import JSONReading

/// A page of `GET /search/repositories`.
extension SearchPage: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case totalCount = "total_count", incompleteResults = "incomplete_results", items
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var totalCount: Int?, incomplete: Bool?, items: [Repository]?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .totalCount: totalCount = try json.int()
            case .incompleteResults: incomplete = try json.optionalBool()
            case .items:
                var list: [Repository] = []
                list.reserveCapacity(100)
                try json.readArray { json in list.append(try Repository(json: &json)) }
                items = list
            }
        }
        guard let totalCount else { throw JSONError.missing(Field.totalCount.rawValue) }
        guard let items else { throw JSONError.missing(Field.items.rawValue) }
        self.init(totalCount: totalCount, incompleteResults: incomplete, items: items)
    }
}
