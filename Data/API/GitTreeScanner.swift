#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// Reads GitHub's tree JSON (`{"sha", "url", "tree": [{"path", "mode", "type", "sha", "size",
/// "url"}], "truncated"}`) in one pass over its bytes, keeping only the fields `GitTree` has and
/// skipping the rest without building it: a 30,000-entry tree (7 MB) in a fraction of
/// `JSONDecoder`'s time and memory. Anything it does not expect (malformed JSON, a field of
/// another type, invalid UTF-8) makes it answer nil, and the caller decodes with `JSONDecoder`,
/// which says what is wrong.
public enum GitTreeScanner {
    public static func decode(_ body: Data) -> GitTree? {
        body.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.tree()
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func tree() -> GitTree? {
            var sha: String?
            var entries: [GitTreeEntry] = []
            var truncated = false
            let parsed = object { key, scanner in
                switch key {
                case "sha": return scanner.nullableString(into: &sha)
                case "truncated":
                    guard let flag = scanner.boolean() else { return false }
                    truncated = flag
                    return true
                case "tree": return scanner.array { scanner in
                        guard let entry = scanner.entry() else { return false }
                        entries.append(entry)
                        return true
                    }
                default: return scanner.skipValue()
                }
            }
            skipWhitespace()
            guard parsed, position == bytes.count else { return nil }
            return GitTree(sha: sha, entries: entries, truncated: truncated)
        }

        mutating func entry() -> GitTreeEntry? {
            var path: String?
            var mode: String?
            var type = GitObjectType.blob
            var sha: String?
            var size: Int?
            let parsed = object { key, scanner in
                switch key {
                case "path": path = scanner.string()
                    return path != nil
                case "mode": return scanner.nullableString(into: &mode)
                case "type":
                    var name: String?
                    guard scanner.nullableString(into: &name) else { return false }
                    type = name.flatMap(GitObjectType.init(rawValue:)) ?? .blob
                    return true
                case "sha": return scanner.nullableString(into: &sha)
                case "size": size = scanner.count()
                    return true
                default: return scanner.skipValue()
                }
            }
            guard parsed, let path else { return nil }
            return GitTreeEntry(path: path, mode: mode, type: type, sha: sha, size: size)
        }

        // MARK: Structure

        /// `{ "key": value, … }`, calling `member` for each key with the scanner at its value.
        mutating func object(_ member: (String, inout Scanner) -> Bool) -> Bool {
            skipWhitespace()
            guard take(UInt8(ascii: "{")) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: "}")) { return true }
            while true {
                skipWhitespace()
                guard let key = string() else { return false }
                skipWhitespace()
                guard take(UInt8(ascii: ":")) else { return false }
                skipWhitespace()
                guard member(key, &self) else { return false }
                skipWhitespace()
                if take(UInt8(ascii: ",")) { continue }
                return take(UInt8(ascii: "}"))
            }
        }

        /// `[ value, … ]`, calling `element` with the scanner at each value.
        mutating func array(_ element: (inout Scanner) -> Bool) -> Bool {
            skipWhitespace()
            guard take(UInt8(ascii: "[")) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: "]")) { return true }
            while true {
                skipWhitespace()
                guard element(&self) else { return false }
                skipWhitespace()
                if take(UInt8(ascii: ",")) { continue }
                return take(UInt8(ascii: "]"))
            }
        }

        mutating func skipValue() -> Bool {
            skipWhitespace()
            guard position < bytes.count else { return false }
            switch bytes[position] {
            case UInt8(ascii: "{"): return object { _, scanner in scanner.skipValue() }
            case UInt8(ascii: "["): return array { scanner in scanner.skipValue() }
            case UInt8(ascii: "\""): return skipString()
            case UInt8(ascii: "t"), UInt8(ascii: "f"): return boolean() != nil
            case UInt8(ascii: "n"): return literal("null")
            default: return number() != nil
            }
        }

        // MARK: Values

        /// A string or null into `value`; false when it is neither (or a malformed string).
        mutating func nullableString(into value: inout String?) -> Bool {
            skipWhitespace()
            if literal("null") {
                value = nil
                return true
            }
            guard let text = string() else { return false }
            value = text
            return true
        }

        mutating func boolean() -> Bool? {
            if literal("true") { return true }
            if literal("false") { return false }
            return nil
        }

        /// A size: an integer, saturated when it does not fit; a fraction truncated; null or
        /// anything else nil (as `decodeCount` does).
        mutating func count() -> Int? {
            skipWhitespace()
            if literal("null") { return nil }
            guard let text = number() else { _ = skipValue(); return nil }
            if let exact = Int(text) { return exact }
            guard let real = Double(text), !real.isNaN else { return nil }
            if real >= 9.223_372_036_854_775e18 { return Int.max }
            if real <= -9.223_372_036_854_775e18 { return Int.min }
            return Int(real)
        }

        /// A JSON number's text, or nil.
        mutating func number() -> String? {
            let start = position
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                     UInt8(ascii: "e"), UInt8(ascii: "E"):
                    position += 1
                default:
                    guard position > start else { return nil }
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                }
            }
            return position > start ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                : nil
        }

        /// Moves past a JSON string without making it (an entry's `url`).
        mutating func skipString() -> Bool {
            guard take(UInt8(ascii: "\"")) else { return false }
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return true
                }
                if byte < 0x20 { return false }
                position += byte == UInt8(ascii: "\\") ? 2 : 1
            }
            return false
        }

        /// A JSON string; nil when malformed or not valid UTF-8.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = position
            var escaped = false
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") { break }
                if byte == UInt8(ascii: "\\") { escaped = true; position += 1 }
                if byte < 0x20 { return nil }
                position += 1
            }
            guard position < bytes.count else { return nil }
            let raw = UnsafeBufferPointer(rebasing: bytes[start..<position])
            position += 1
            guard !escaped else { return Self.unescaped(raw) }
            return String(validating: raw, as: UTF8.self)
        }

        /// The text of a string's bytes holding escapes.
        static func unescaped(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
            var out: [UInt8] = []
            out.reserveCapacity(raw.count)
            var index = 0
            var pendingHigh: UInt32?
            func appendScalar(_ value: UInt32) {
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            while index < raw.count {
                let byte = raw[index]
                guard byte == UInt8(ascii: "\\") else {
                    if pendingHigh != nil { appendScalar(0xFFFD); pendingHigh = nil }
                    out.append(byte)
                    index += 1
                    continue
                }
                guard index + 1 < raw.count else { return nil }
                let code = raw[index + 1]
                index += 2
                if code == UInt8(ascii: "u") {
                    guard index + 4 <= raw.count,
                          let value = UInt32(String(decoding: UnsafeBufferPointer(rebasing: raw[index..<(index + 4)]),
                                                    as: UTF8.self), radix: 16) else { return nil }
                    index += 4
                    if (0xD800...0xDBFF).contains(value) {
                        if pendingHigh != nil { appendScalar(0xFFFD) }
                        pendingHigh = value
                    } else if (0xDC00...0xDFFF).contains(value) {
                        if let high = pendingHigh {
                            appendScalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))
                            pendingHigh = nil
                        } else {
                            appendScalar(0xFFFD)
                        }
                    } else {
                        if pendingHigh != nil { appendScalar(0xFFFD); pendingHigh = nil }
                        appendScalar(value)
                    }
                    continue
                }
                if pendingHigh != nil { appendScalar(0xFFFD); pendingHigh = nil }
                switch code {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(code)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                default: return nil
                }
            }
            if pendingHigh != nil { appendScalar(0xFFFD) }
            return out.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) }
        }

        // MARK: Bytes

        mutating func skipWhitespace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            let pointer = word.utf8Start
            for offset in 0..<count where bytes[position + offset] != pointer[offset] { return false }
            position += count
            return true
        }
    }
}
