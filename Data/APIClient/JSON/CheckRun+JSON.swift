#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// A check run: its app's name (`app.name`) and its output's title (`output.title`) read from
/// their objects, the rest skipped.
extension CheckRun: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case id, name, status, conclusion, startedAt = "started_at", completedAt = "completed_at"
        case htmlURL = "html_url", detailsURL = "details_url", app, output, headSHA = "head_sha"
    }

    private enum NamedField: String, CaseIterable, Sendable {
        case name, title
    }

    private static let fields = JSONFields(Field.self)
    private static let namedFields = JSONFields(NamedField.self)

    public init(json: inout JSONCursor) throws {
        var run = CheckRun(id: 0, name: "", status: "")
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .id: run.id = try json.lenientCount() ?? 0
            case .name: run.name = try json.lenientString() ?? ""
            case .status: run.status = try json.lenientString() ?? ""
            case .conclusion: run.conclusion = try json.lenientString()
            case .startedAt: run.startedAt = try json.lenientDate()
            case .completedAt: run.completedAt = try json.lenientDate()
            case .htmlURL: run.htmlURL = try json.lenientString()
            case .detailsURL: run.detailsURL = try json.lenientString()
            case .app: run.appName = try Self.member(.name, of: &json)
            case .output: run.outputTitle = try Self.member(.title, of: &json)
            case .headSHA: run.headSHA = try json.lenientString()
            }
        }
        self = run
    }

    /// The string `name` of the object at the cursor (nil for null or another kind).
    private static func member(_ name: NamedField, of json: inout JSONCursor) throws -> String? {
        guard !json.null() else { return nil }
        var value: String?
        try json.readObject(namedFields) { json, field in
            let text = try json.lenientString()
            if field == name { value = text }
        }
        return value
    }
}
