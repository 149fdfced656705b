/// A page of `GET …/commits/REF/check-runs`: how many runs there are and this page's.
public struct CheckRunList: Equatable, Sendable {
    public var totalCount: Int
    public var checkRuns: [CheckRun]

    public init(totalCount: Int, checkRuns: [CheckRun]) {
        self.totalCount = totalCount
        self.checkRuns = checkRuns
    }
}
