#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tells the current time; injected so that "3 days ago" and "resets in 42 s" are testable.
public protocol DateProvider: Sendable {
    var now: Date { get }
}

/// The system clock.
public struct SystemDateProvider: DateProvider {
    public init() {}
    public var now: Date { Date() }
}
