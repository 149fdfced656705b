import Entities
import JSONReading

/// A git tree (`GET /repos/OWNER/REPO/git/trees/REF`): a 30,000-entry tree (7 MB) read in one
/// pass, its entries packed as they are read. A `truncated` of another kind is false.
extension GitTree: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case sha, entries = "tree", truncated
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var sha: String?, entries = GitTreeEntries(), truncated = false
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .sha: sha = try json.optionalString()
            case .entries:
                if !json.null() { try json.readArray { json in try GitTreeEntry.read(json: &json, into: &entries) } }
            case .truncated: truncated = try json.lenientBool() ?? false
            }
        }
        self.init(sha: sha, entries: entries, truncated: truncated)
    }
}
