#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A milestone an issue or a pull request belongs to.
public struct Milestone: Equatable, Sendable {
    public var number: Int
    public var title: String
    /// `open` or `closed`.
    public var state: String?
    public var description: String?
    public var openIssues: Int?
    public var closedIssues: Int?
    public var dueOn: Date?
    /// The milestone's page on github.com.
    public var htmlURL: String?

    public init(number: Int, title: String, state: String? = nil, description: String? = nil, openIssues: Int? = nil,
                closedIssues: Int? = nil, dueOn: Date? = nil, htmlURL: String? = nil) {
        self.number = number
        self.title = title
        self.state = state
        self.description = description
        self.openIssues = openIssues
        self.closedIssues = closedIssues
        self.dueOn = dueOn
        self.htmlURL = htmlURL
    }
}
