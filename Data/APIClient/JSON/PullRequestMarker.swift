#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// The `pull_request` member an issue that is a pull request carries: its page and when it was
/// merged. Old answers give plain issues one too, with every URL null: those are not pull requests.
struct PullRequestMarker: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case htmlURL = "html_url", mergedAt = "merged_at"
    }

    private static let fields = JSONFields(Field.self)

    var htmlURL: String?
    var mergedAt: Date?

    init(json: inout JSONCursor) throws {
        var htmlURL: String?, mergedAt: Date?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .htmlURL: htmlURL = try json.lenientString()
            case .mergedAt: mergedAt = try json.lenientDate()
            }
        }
        self.htmlURL = htmlURL
        self.mergedAt = mergedAt
    }
}
