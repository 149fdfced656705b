import Entities
import JSONReading

/// A pull request's `head` or `base`.
extension PullRequestBranch: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case ref, sha, label, repo
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var ref: String?, sha: String?, label: String?, repository: NamedRepository?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .ref: ref = try json.lenientString()
            case .sha: sha = try json.lenientString()
            case .label: label = try json.lenientString()
            case .repo: repository = try json.optional(NamedRepository.self)
            }
        }
        self.init(ref: ref ?? "", sha: sha ?? "", label: label, repositoryFullName: repository?.fullName)
    }
}
