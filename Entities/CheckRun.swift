#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One check run on a commit (`GET …/commits/REF/check-runs`).
public struct CheckRun: Equatable, Sendable {
    public var id: Int
    public var name: String
    /// `queued`, `in_progress`, `completed`, `waiting`, `requested` or `pending`.
    public var status: String
    /// Once completed: `success`, `failure`, `neutral`, `cancelled`, `skipped`, `timed_out`,
    /// `action_required` or `stale`; nil before.
    public var conclusion: String?
    public var startedAt: Date?
    public var completedAt: Date?
    /// The run on github.com.
    public var htmlURL: String?
    /// The page the app that made it points at (often the same).
    public var detailsURL: String?
    /// The app that made it (`GitHub Actions`).
    public var appName: String?
    /// `output.title`: one line the app wrote about the outcome.
    public var outputTitle: String?
    public var headSHA: String?

    public init(id: Int, name: String, status: String, conclusion: String? = nil, startedAt: Date? = nil,
                completedAt: Date? = nil, htmlURL: String? = nil, detailsURL: String? = nil, appName: String? = nil,
                outputTitle: String? = nil, headSHA: String? = nil) {
        self.id = id
        self.name = name
        self.status = status
        self.conclusion = conclusion
        self.startedAt = startedAt
        self.completedAt = completedAt
        self.htmlURL = htmlURL
        self.detailsURL = detailsURL
        self.appName = appName
        self.outputTitle = outputTitle
        self.headSHA = headSHA
    }
}
