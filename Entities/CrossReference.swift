/// The issue or pull request a `cross-referenced` timeline event comes from (`source.issue`).
public struct CrossReference: Equatable, Sendable {
    public var number: Int
    public var title: String
    /// `OWNER/REPO` of the referencing issue, when GitHub says (`repository.full_name`, else from
    /// `repository_url`).
    public var repositoryFullName: String?
    public var isPullRequest: Bool
    /// `open` or `closed`.
    public var state: String?
    public var htmlURL: String?

    public init(number: Int, title: String, repositoryFullName: String? = nil, isPullRequest: Bool = false,
                state: String? = nil, htmlURL: String? = nil) {
        self.number = number
        self.title = title
        self.repositoryFullName = repositoryFullName
        self.isPullRequest = isPullRequest
        self.state = state
        self.htmlURL = htmlURL
    }
}
