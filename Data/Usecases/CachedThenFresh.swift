#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// One answer of a use case that answers twice ("cached now, fresh later"): first the copy the
/// response cache holds, marked with its age, at once and with no request; then GitHub's.
///
/// A failure after a `.cached` answer is the last answer: the Presenter keeps the cached copy
/// on screen and says why and how old it is ("offline — showing results from 2 h ago").
public enum CachedThenFresh<Value: Sendable>: Sendable {
    /// The stored copy; another answer (fresh or a failure) follows.
    case cached(Value, fetchedAt: Date, age: Double)
    /// GitHub's answer (new, or the stored copy confirmed by a 304); always the last answer.
    case fresh(Value, source: ResponseSource)

    /// The value, whichever answer this is.
    public var value: Value {
        switch self {
        case .cached(let value, _, _), .fresh(let value, _): return value
        }
    }

    /// The same answer with its value transformed (a page of issues as list items).
    public func map<Other: Sendable>(_ transform: (Value) -> Other) -> CachedThenFresh<Other> {
        switch self {
        case .cached(let value, let fetchedAt, let age): return .cached(transform(value), fetchedAt: fetchedAt, age: age)
        case .fresh(let value, let source): return .fresh(transform(value), source: source)
        }
    }
}
