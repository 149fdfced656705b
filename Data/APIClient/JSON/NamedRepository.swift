import JSONReading

/// A repository of which only the name is wanted (`head.repo`, a cross-reference's repository):
/// `full_name`, the rest skipped.
struct NamedRepository: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case fullName = "full_name"
    }

    private static let fields = JSONFields(Field.self)

    var fullName: String?

    init(json: inout JSONCursor) throws {
        var fullName: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .fullName: fullName = try json.lenientString()
            }
        }
        self.fullName = fullName
    }

    /// `OWNER/REPO` from an API URL such as `https://api.github.com/repos/OWNER/REPO`.
    static func fullName(fromAPIURL url: String) -> String? {
        let parts = url.split(separator: "/", omittingEmptySubsequences: false)
        guard let repos = parts.firstIndex(of: "repos"), repos + 2 < parts.count else { return nil }
        let owner = parts[repos + 1], name = parts[repos + 2]
        guard !owner.isEmpty, !name.isEmpty else { return nil }
        return owner + "/" + name
    }
}
