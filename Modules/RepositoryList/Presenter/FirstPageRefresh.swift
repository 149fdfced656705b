#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the list's "cached now, fresh later" stands: whether the first page is being asked
/// for (at launch, on a new search, on `r`, or again after a failure), and how old the rows
/// on screen are while GitHub has not confirmed them.
struct FirstPageRefresh: Equatable {
    /// The first page is being asked for, or will be again once the retry gate opens.
    private(set) var isActive = false
    /// When the rows on screen were fetched, while they are a cached copy (or a refresh of them
    /// failed); nil when GitHub's answer is on screen.
    private(set) var cachedAt: Date?
    /// When GitHub's latest first page arrived: the age of the rows if a later refresh fails.
    private var receivedAt: Date?

    /// A new request for the first page.
    mutating func start() {
        isActive = true
    }

    /// The cache answered first with a copy fetched at `fetchedAt`; it is on screen now.
    mutating func showCached(fetchedAt: Date) {
        cachedAt = fetchedAt
    }

    /// GitHub answered at `now`; its rows replace whatever was shown.
    mutating func finish(at now: Date) {
        isActive = false
        cachedAt = nil
        receivedAt = now
    }

    /// A plain failure with nothing shown: back to a search's own retries.
    mutating func abandon() {
        isActive = false
        cachedAt = nil
    }

    /// The request failed while rows are shown: they stay, with the age they have.
    mutating func failed() {
        if cachedAt == nil { cachedAt = receivedAt }
    }
}
