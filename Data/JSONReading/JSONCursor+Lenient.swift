extension JSONCursor {
    /// An object read as `Value`, or nil for null or another kind (skipped): for a member whose
    /// wrong kind must not spoil its entity (a commit's `author` account, a release's `author`).
    @inlinable
    public mutating func lenientObject<Value: JSONReadable>(_ type: Value.Type = Value.self) throws -> Value? {
        guard peek() == UInt8(ascii: "{") else {
            try skip()
            return nil
        }
        return try Value(json: &self)
    }

    /// Reads an array, handing `element` the cursor at each element, when one comes next;
    /// anything else (null included) is skipped.
    @inlinable
    public mutating func lenientArray(_ element: (inout JSONCursor) throws -> Void) throws {
        guard peek() == UInt8(ascii: "[") else { return try skip() }
        try readArray(element)
    }

    /// A count that must be a number: as `lenientCount` (saturated, a fraction truncated), but
    /// null or another kind is an error.
    public mutating func count() throws -> Int {
        guard nextKind() == .number else { throw unexpected("a number") }
        guard let value = try lenientCount() else { throw JSONError("a malformed number") }
        return value
    }
}
