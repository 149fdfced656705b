import Entities
import JSONReading

/// One commit as `GET /repos/OWNER/REPO/commits/SHA` describes it: the commit's members
/// (`CommitMembers`) with its `stats` (nil when of another kind) and `files` (none when absent).
extension CommitDetail: JSONReadable {
    public init(json: inout JSONCursor) throws {
        var members = CommitMembers()
        var stats: CommitStats?, files: [CommitFile] = []
        try json.readObject(CommitMembers.fields) { json, field in
            switch field {
            case .stats: stats = try json.lenientObject()
            case .files: if !json.null() { files = try [CommitFile](json: &json) }
            default: try members.read(field, &json)
            }
        }
        self.init(commit: try members.commit(), stats: stats, files: files)
    }
}
