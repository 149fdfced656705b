#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The owner of a repository: a user or an organization.
public struct User: Equatable, Sendable {
    public var login: String
    public var id: Int
    public var htmlURL: String?
    public var type: String?

    public init(login: String, id: Int, htmlURL: String? = nil, type: String? = nil) {
        self.login = login
        self.id = id
        self.htmlURL = htmlURL
        self.type = type
    }
}
