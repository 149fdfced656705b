import Entities
import JSONReading

/// A commit as `GET /repos/OWNER/REPO/commits` lists it (members in `CommitMembers`): only
/// `sha` and `commit` must be there; an `author` or `committer` of another kind (null when
/// GitHub knows no account) is nil.
extension Commit: JSONReadable {
    public init(json: inout JSONCursor) throws {
        var members = CommitMembers()
        try json.readObject(CommitMembers.fields) { json, field in try members.read(field, &json) }
        self = try members.commit()
    }
}
