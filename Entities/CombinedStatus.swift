/// A commit's combined status (`GET …/commits/REF/status`): the latest status per context and
/// their sum (`failure`, `pending` — also when there are none — or `success`).
public struct CombinedStatus: Equatable, Sendable {
    public var state: String
    public var sha: String?
    public var totalCount: Int
    public var statuses: [CommitStatus]

    public init(state: String, sha: String? = nil, totalCount: Int = 0, statuses: [CommitStatus] = []) {
        self.state = state
        self.sha = sha
        self.totalCount = totalCount
        self.statuses = statuses
    }
}
