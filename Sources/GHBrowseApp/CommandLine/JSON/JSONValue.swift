#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON value as the commands print it: built from a command's field table, narrowed to the
/// fields asked for, then written with sorted keys (and every invisible escaped) by `JSONWriter`.
indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A string, or null when there is none.
    static func nullable(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }

    /// An ISO 8601 date (`2014-01-27T17:39:32Z`), or null.
    static func date(_ date: Date?) -> JSONValue { date.map { .string(ISO8601Text.string($0)) } ?? .null }

    /// The object with only the keys in `fields` (in any order); any other value as it is.
    func selecting(_ fields: [String]) -> JSONValue {
        switch self {
        case .object(let members): return .object(members.filter { fields.contains($0.key) })
        case .array(let items): return .array(items.map { $0.selecting(fields) })
        default: return self
        }
    }

    /// Pretty-printed, two spaces a level, keys sorted, ending with a line break; DEL, the C1
    /// controls and the bidirectional controls written as `\uXXXX` (`JSONStringEscaper`).
    var text: String { String(decoding: textBytes, as: UTF8.self) }

    /// On one line (what `--jq` reads).
    var compactText: String { String(decoding: compactBytes, as: UTF8.self) }
}

extension JSONValue: JSONWritable {
    func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let value): writer.bool(value)
        case .int(let value): writer.int(value)
        case .string(let value): writer.string(value)
        case .array(let items):
            writer.beginArray()
            for item in items { item.write(to: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            for key in members.keys.sorted() {
                writer.key(key)
                members[key]!.write(to: &writer)
            }
            writer.endObject()
        }
    }
}
