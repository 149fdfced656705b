#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Who wrote or committed a commit, as git recorded it.
public struct GitSignature: Equatable, Sendable {
    public var name: String?
    public var email: String?
    public var date: Date?

    public init(name: String? = nil, email: String? = nil, date: Date? = nil) {
        self.name = name
        self.email = email
        self.date = date
    }
}
