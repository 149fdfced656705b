/// The kind of a JSON value, told by its first byte (`JSONCursor.nextKind()`): for a member
/// GitHub writes in more than one form (an error's `errors` entry, a string or an object).
public enum JSONKind: Sendable {
    case object, array, string, number, bool, null
}

extension JSONCursor {
    /// The kind of the value that comes next, not consumed; nil at the end or before something
    /// that is not JSON.
    public mutating func nextKind() -> JSONKind? {
        guard let next = peek() else { return nil }
        switch next {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), 0x30...0x39: return .number
        default: return nil
        }
    }
}
