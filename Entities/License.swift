#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A repository's license as GitHub identifies it.
public struct License: Equatable, Sendable {
    public var key: String
    public var name: String
    public var spdxID: String?

    public init(key: String, name: String, spdxID: String? = nil) {
        self.key = key
        self.name = name
        self.spdxID = spdxID
    }
}
