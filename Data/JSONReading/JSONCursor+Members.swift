extension JSONCursor {
    /// Reads an object whose keys are data, not names (`{"Python": 127266}`, a rate limit's
    /// budgets): each member is handed to `member` with its key, unescaped, and the cursor at
    /// its value (which `member` must read). An error inside a member says which.
    public mutating func readMembers(_ member: (inout JSONCursor, String) throws -> Void) throws {
        guard beginObject() else { throw unexpected("an object") }
        if consume(UInt8(ascii: "}")) { return }
        while true {
            guard peek() == UInt8(ascii: "\""), let key = scanString() else {
                throw JSONError("expected a member name in quotes")
            }
            guard consume(UInt8(ascii: ":")) else { throw JSONError("expected `:` after the member name", path: key) }
            do {
                try member(&self, key)
            } catch let error as JSONError {
                throw error.inside(member: key)
            }
            if consume(UInt8(ascii: "}")) { return }
            guard consume(UInt8(ascii: ",")) else { throw JSONError("expected `,` or `}`", path: key) }
        }
    }
}
