#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// A milestone as an issue or a pull request carries it.
extension Milestone: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case number, title, state, description, openIssues = "open_issues", closedIssues = "closed_issues"
        case dueOn = "due_on", htmlURL = "html_url"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var number: Int?, title: String?, state: String?, description: String?, open: Int?, closed: Int?
        var dueOn: Date?, htmlURL: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .number: number = try json.lenientCount()
            case .title: title = try json.lenientString()
            case .state: state = try json.lenientString()
            case .description: description = try json.lenientString()
            case .openIssues: open = try json.lenientCount()
            case .closedIssues: closed = try json.lenientCount()
            case .dueOn: dueOn = try json.lenientDate()
            case .htmlURL: htmlURL = try json.lenientString()
            }
        }
        self.init(number: number ?? 0, title: title ?? "", state: state, description: description, openIssues: open,
                  closedIssues: closed, dueOn: dueOn, htmlURL: htmlURL)
    }
}
