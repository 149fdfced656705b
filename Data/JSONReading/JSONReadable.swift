#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value read from JSON by `JSONCursor`: the one place its members are named (each entity's
/// `+JSON` extension in `Data/APIClient/JSON`, the cache metadata's in `Data/ResponseCache`). Reading never builds a tree of the
/// document; members it does not name are skipped. Every failure throws a `JSONError`.
public protocol JSONReadable {
    /// Reads one value at the cursor, leaving the cursor after it.
    init(json: inout JSONCursor) throws
}

extension Array: JSONReadable where Element: JSONReadable {
    public init(json: inout JSONCursor) throws {
        var elements: [Element] = []
        try json.readArray { json in elements.append(try Element(json: &json)) }
        self = elements
    }
}

extension JSONReadable {
    /// The value a whole JSON document holds; throws a `JSONError` when it holds none, or more.
    public static func read(from body: Data) throws -> Self {
        try body.withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes)
            let value = try Self(json: &cursor)
            guard cursor.isAtEnd else { throw JSONError("more after the value") }
            return value
        }
    }
}
