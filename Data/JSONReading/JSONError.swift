/// What was wrong with a JSON answer, and where: `items[3].owner.login: expected a string`.
/// Every reading failure of `JSONCursor` is one of these; nothing in reading traps.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where, as `items[3].owner.login`; empty for the top level.
    public var path: String
    /// What, in words.
    public var reason: String

    public init(_ reason: String, path: String = "") {
        self.reason = reason
        self.path = path
    }

    /// A required member that is absent (or null).
    public static func missing(_ name: String) -> JSONError {
        JSONError("required key is missing", path: name)
    }

    /// The same error one level further out: inside the member `name`.
    @usableFromInline func inside(member name: String) -> JSONError {
        JSONError(reason, path: path.isEmpty ? name : path.hasPrefix("[") ? name + path : name + "." + path)
    }

    /// The same error one level further out: inside the array's element `index`.
    @usableFromInline func inside(element index: Int) -> JSONError {
        JSONError(reason, path: path.isEmpty || path.hasPrefix("[") ? "[\(index)]" + path : "[\(index)]." + path)
    }

    public var description: String { "\(path.isEmpty ? "the top level" : path): \(reason)" }
}
