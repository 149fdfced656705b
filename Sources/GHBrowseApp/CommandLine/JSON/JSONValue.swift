#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON value as the commands print it: built from a command's field table, narrowed to the
/// fields asked for, then written with sorted keys (and every invisible escaped).
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
    /// controls and the bidirectional controls written as `\uXXXX` (`JSONInvisibles`).
    var text: String {
        var output = ""
        write(to: &output, indent: 0)
        return JSONInvisibles.escaped(output) + "\n"
    }

    /// On one line (what `--jq` reads).
    var compactText: String {
        var output = ""
        write(to: &output, indent: nil)
        return output
    }

    private func write(to output: inout String, indent: Int?) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                Self.newline(&output, indent.map { $0 + 1 })
                item.write(to: &output, indent: indent.map { $0 + 1 })
            }
            Self.newline(&output, indent)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                Self.newline(&output, indent.map { $0 + 1 })
                Self.writeString(key, to: &output)
                output += indent == nil ? ":" : ": "
                members[key]!.write(to: &output, indent: indent.map { $0 + 1 })
            }
            Self.newline(&output, indent)
            output += "}"
        }
    }

    private static func newline(_ output: inout String, _ indent: Int?) {
        guard let indent else { return }
        output += "\n" + String(repeating: "  ", count: indent)
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
