import Entities
import JSONReading

/// A page of check runs.
extension CheckRunList: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case totalCount = "total_count", checkRuns = "check_runs"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var total: Int?, runs: [CheckRun]?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .totalCount: total = try json.lenientCount()
            case .checkRuns: runs = try [CheckRun](json: &json)
            }
        }
        guard let runs else { throw JSONError.missing(Field.checkRuns.rawValue) }
        self.init(totalCount: total ?? runs.count, checkRuns: runs)
    }
}
