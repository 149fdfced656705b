#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One page of `GET /search/repositories`, as GitHub sends it.
public struct SearchPage: Equatable, Sendable {
    public var totalCount: Int
    /// True when GitHub's search timed out and the list may be partial; absent in old responses.
    public var incompleteResults: Bool?
    public var items: [Repository]

    public init(totalCount: Int, incompleteResults: Bool? = nil, items: [Repository]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}
