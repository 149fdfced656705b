#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The keys of a JSON object in the order they appear in the text, which `JSONDecoder` does not keep.
enum JSONObjectKeys {
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    /// The top-level object's keys in order, or nil when `body` is not a JSON object.
    static func topLevelKeys(in body: Data) -> [String]? {
        let bytes = [UInt8](body)
        var index = skipSpace(bytes, from: 0)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var keys: [String] = []
        while true {
            index = skipSpace(bytes, from: index)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return keys }
            guard bytes[index] == quote, let end = endOfString(bytes, openingQuote: index),
                  let key = try? JSONDecoder().decode(String.self, from: Data(bytes[index...end])) else { return nil }
            keys.append(key)
            index = skipSpace(bytes, from: end + 1)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            guard let next = endOfValue(bytes, from: index + 1) else { return nil }
            index = next
            if bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
    }

    private static func skipSpace(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The index of the quote closing the string that opens at `openingQuote`.
    private static func endOfString(_ bytes: [UInt8], openingQuote: Int) -> Int? {
        var index = openingQuote + 1
        while index < bytes.count {
            switch bytes[index] {
            case backslash: index += 2
            case quote: return index
            default: index += 1
            }
        }
        return nil
    }

    /// The index of the `,` or `}` ending the member value that starts at `start`.
    private static func endOfValue(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case quote:
                guard let end = endOfString(bytes, openingQuote: index) else { return nil }
                index = end
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: "}"):
                if depth == 0 { return index }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 { return index }
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
