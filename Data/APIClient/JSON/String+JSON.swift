import JSONReading

/// A string standing alone (a topic in `topics`).
extension String: JSONReadable {
    public init(json: inout JSONCursor) throws {
        self = try json.string()
    }
}
