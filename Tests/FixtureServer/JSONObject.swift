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

/// A JSON object written once, field by field (keys sorted), so variants that change a few
/// top-level fields (a renamed search result) cost a few small writes, not a whole serialization:
/// Foundation's writer takes milliseconds per recorded repository.
struct SerializedObject: Sendable {
    private let fields: [(key: String, value: [UInt8])]

    init(_ object: JSONObject) {
        fields = object.fields.keys.sorted().map { key in
            (key, JSONObject.serializeFragment(object.fields[key] ?? NSNull()))
        }
    }

    /// The object's bytes with `overrides` (strings and numbers) in place of the recorded values.
    func bytes(replacing overrides: [String: Any] = [:]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "{")]
        for (index, field) in fields.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += JSONObject.serializeFragment(field.key)
            out.append(UInt8(ascii: ":"))
            out += overrides[field.key].map(JSONObject.serializeFragment) ?? field.value
        }
        out.append(UInt8(ascii: "}"))
        return out
    }
}

extension JSONObject {
    /// One JSON value of any kind (a string or number too), compact, keys sorted.
    static func serializeFragment(_ value: Any) -> [UInt8] {
        let data = try? JSONSerialization.data(withJSONObject: value,
                                               options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        return data.map { [UInt8]($0) } ?? Array("null".utf8)
    }
}
