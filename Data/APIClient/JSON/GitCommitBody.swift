import Entities
import JSONReading

/// A commit's `commit` object: the git side (message, author and committer as git recorded
/// them). A member of another kind is empty or nil.
struct GitCommitBody: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case message, author, committer
    }

    private static let fields = JSONFields(Field.self)

    var message = ""
    var author: GitSignature?
    var committer: GitSignature?

    init(json: inout JSONCursor) throws {
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .message: message = try json.lenientString() ?? ""
            case .author: author = try json.lenientObject()
            case .committer: committer = try json.lenientObject()
            }
        }
    }
}
