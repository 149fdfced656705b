extension JSONCursor {
    /// A string that is one of `names`' raw values, as that case; nil for another string, null
    /// or another kind (skipped): for a member whose value is one of a few words (a tree
    /// entry's `type`), told apart as bytes, as keys are, without making a `String`.
    @inlinable
    public mutating func lenientName<Name>(_ names: JSONFields<Name>) throws -> Name? {
        if let position = scanKnownString(in: names.table) { return names.fields[position] }
        return try lenientString().flatMap(Name.init(rawValue:))
    }

    /// As `lenientString()`, but a string that is one of `common`'s raw values is that value's
    /// own string, not a new one made from the bytes (a tree entry's `mode`: a few values, read
    /// 30,000 times in a large tree).
    @inlinable
    public mutating func lenientString<Common>(common: JSONFields<Common>) throws -> String? {
        if let position = scanKnownString(in: common.table) { return common.fields[position].rawValue }
        return try lenientString()
    }

    /// The position in `table`'s names of the string without escapes that comes next, which is
    /// consumed; nil, with nothing consumed, for another string or another kind.
    @usableFromInline mutating func scanKnownString(in table: KeyTable) -> Int? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        let end = firstSpecialByte(from: start)
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\""),
              let position = position(ofKey: start..<end, in: table) else { return nil }
        index = end + 1
        return position
    }
}
