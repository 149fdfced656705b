import Foundation

/// A recorded JSON object, read and written with Foundation's `JSONSerialization`, so the
/// stand-in can rewrite a few fields of a recorded repository (name, owner, description …).
struct JSONObject: @unchecked Sendable {
    // @unchecked: the dictionary holds only immutable JSON values (strings, numbers, arrays, dictionaries).
    private(set) var fields: [String: Any]

    init(fields: [String: Any]) {
        self.fields = fields
    }

    /// Parses `bytes`, which must hold a JSON object.
    init(parsing bytes: [UInt8]) throws {
        guard let fields = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            throw FixtureError(description: "not a JSON object")
        }
        self.fields = fields
    }

    /// The objects in the array under `key` (a search page's `items`).
    func objects(under key: String) -> [JSONObject] {
        (fields[key] as? [[String: Any]] ?? []).map(JSONObject.init(fields:))
    }

    subscript(key: String) -> Any? {
        get { fields[key] }
        set { fields[key] = newValue }
    }

    func string(_ key: String) -> String? {
        fields[key] as? String
    }

    /// The object as compact JSON, keys sorted (so equal objects give equal bytes, and equal ETags).
    var bytes: [UInt8] {
        Self.serialize(fields)
    }

    /// Any JSON value (`JSONObject`s inside arrays included) as compact JSON, keys sorted.
    static func serialize(_ value: Any) -> [UInt8] {
        let plain = (value as? [JSONObject]).map { $0.map(\.fields) } ?? value
        let data = (try? JSONSerialization.data(withJSONObject: plain, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("null".utf8)
        return [UInt8](data)
    }
}
