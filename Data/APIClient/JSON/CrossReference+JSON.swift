import Entities
import JSONReading

/// A cross-referenced event's `source`: `{"type": "issue", "issue": {…}}`, the referencing issue
/// or pull request.
extension CrossReference: JSONReadable {
    private enum SourceField: String, CaseIterable, Sendable {
        case issue
    }

    private enum Field: String, CaseIterable, Sendable {
        case number, title, state, htmlURL = "html_url", repositoryURL = "repository_url", repository
        case pullRequest = "pull_request"
    }

    private static let sourceFields = JSONFields(SourceField.self)
    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var reference: CrossReference?
        try json.readObject(Self.sourceFields) { json, field in
            switch field {
            case .issue: reference = try json.null() ? nil : CrossReference(issue: &json)
            }
        }
        guard let reference else { throw JSONError.missing(SourceField.issue.rawValue) }
        self = reference
    }

    private init(issue json: inout JSONCursor) throws {
        var number: Int?, title: String?, state: String?, htmlURL: String?, repositoryURL: String?
        var repository: NamedRepository?, marker: PullRequestMarker?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .number: number = try json.lenientCount()
            case .title: title = try json.lenientString()
            case .state: state = try json.lenientString()
            case .htmlURL: htmlURL = try json.lenientString()
            case .repositoryURL: repositoryURL = try json.lenientString()
            case .repository: repository = try json.optional(NamedRepository.self)
            case .pullRequest: marker = try json.optional(PullRequestMarker.self)
            }
        }
        guard let number else { throw JSONError.missing(Field.number.rawValue) }
        self.init(number: number, title: title ?? "",
                  repositoryFullName: repository?.fullName ?? repositoryURL.flatMap(NamedRepository.fullName(fromAPIURL:)),
                  isPullRequest: marker?.htmlURL != nil, state: state, htmlURL: htmlURL)
    }
}
