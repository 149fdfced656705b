#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// A git tree (`GET /repos/OWNER/REPO/git/trees/REF`): a 30,000-entry tree (7 MB) read in one
/// pass, its entries packed as they are read. A `truncated` of another kind is false.
extension GitTree: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case sha, entries = "tree", truncated
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        try self.init(json: &json, scanned: nil)
    }

    /// The tree at the cursor, its `tree` array taken from `scanned` when that scanner read the
    /// array found here (the same bytes, while they arrived) to its end; else read here.
    init(json: inout JSONCursor, scanned: GitTreeBodyScanner?) throws {
        var sha: String?, entries = GitTreeEntries(), truncated = false
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .sha: sha = try json.optionalString()
            case .entries:
                if let scanned, let array = scanned.array, json.offset == array.lowerBound,
                   json.resume(after: array.upperBound) {
                    entries = scanned.entries
                } else if !json.null() {
                    try json.readArray { json in try GitTreeEntry.read(json: &json, into: &entries) }
                }
            case .truncated: truncated = try json.lenientBool() ?? false
            }
        }
        self.init(sha: sha, entries: entries, truncated: truncated)
    }

    /// The tree a whole document holds, with what `scanned` read of it as it arrived (see
    /// `GitTreeBodyScanner`): the same answer, or the same error, as `read(from:)`.
    public static func read(from body: Data, scanned: GitTreeBodyScanner?) throws -> GitTree {
        try body.withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes)
            let value = try GitTree(json: &cursor, scanned: scanned)
            guard cursor.isAtEnd else { throw JSONError("more after the value") }
            return value
        }
    }
}
