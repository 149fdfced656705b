@testable import GHBrowseApp

/// The string-building JSON writer that `JSONWriter` replaced (issue 30), kept here only as the
/// reference its output is compared with: `JSONValue` written into a `String`, keys sorted, then
/// `JSONInvisibles.escaped` over the whole text.
enum ReplacedJSONText {
    /// What `JSONValue.text` printed before: pretty, two spaces a level, a line break after.
    static func text(_ value: JSONValue) -> String {
        var output = ""
        write(value, to: &output, indent: 0)
        return JSONInvisibles.escaped(output) + "\n"
    }

    /// What `JSONValue.compactText` gave jq before: one line, invisibles unescaped.
    static func compactText(_ value: JSONValue) -> String {
        var output = ""
        write(value, to: &output, indent: nil)
        return output
    }

    private static func write(_ value: JSONValue, to output: inout String, indent: Int?) {
        switch value {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .string(let value): writeString(value, to: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                newline(&output, indent.map { $0 + 1 })
                write(item, to: &output, indent: indent.map { $0 + 1 })
            }
            newline(&output, indent)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                newline(&output, indent.map { $0 + 1 })
                writeString(key, to: &output)
                output += indent == nil ? ":" : ": "
                write(members[key]!, to: &output, indent: indent.map { $0 + 1 })
            }
            newline(&output, indent)
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
