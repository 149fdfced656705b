/// One value of a TOML document as `TOMLParser` reads it (TOML 1.0).
public indirect enum TOMLValue: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    /// An offset or local date-time, date or time, kept as written (`1979-05-27T07:32:00Z`).
    case dateTime(String)
    case array([TOMLValue])
    case table(TOMLTable)

    /// The value's kind as a sentence names it ("a table", "an array").
    public var kindDescription: String {
        switch self {
        case .string: return "a string"
        case .integer: return "an integer"
        case .float: return "a float"
        case .boolean: return "a boolean"
        case .dateTime: return "a date"
        case .array: return "an array"
        case .table: return "a table"
        }
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var integer: Int? {
        if case .integer(let number) = self { return number }
        return nil
    }

    public var boolean: Bool? {
        if case .boolean(let flag) = self { return flag }
        return nil
    }

    public var array: [TOMLValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var table: TOMLTable? {
        if case .table(let table) = self { return table }
        return nil
    }
}

/// A TOML table: its keys in the order they were first written, and their values.
public struct TOMLTable: Equatable, Sendable {
    public private(set) var keys: [String] = []
    private var values: [String: TOMLValue] = [:]

    public init() {}

    public subscript(key: String) -> TOMLValue? {
        get { values[key] }
        set { update(key) { $0 = newValue } }
    }

    /// Changes the value at `key` in place (a new key goes last; one set to nil leaves the order).
    mutating func update<Result>(_ key: String, _ change: (inout TOMLValue?) throws -> Result) rethrows -> Result {
        let existed = values[key] != nil
        let result = try change(&values[key])
        if !existed, values[key] != nil { keys.append(key) }
        if existed, values[key] == nil { keys.removeAll { $0 == key } }
        return result
    }
}
