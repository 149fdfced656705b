/// The members one kind of object has, named once by a `String` enum's raw values, as bytes
/// grouped by length: a member's key is compared with the names of its length alone.
public struct JSONFields<Field: CaseIterable & RawRepresentable & Sendable>: Sendable where Field.RawValue == String {
    @usableFromInline let fields: [Field]
    @usableFromInline let names: [[UInt8]]
    /// Each name's `KeyPrefix` word.
    @usableFromInline let prefixes: [UInt64]
    /// For each byte length, the positions of the names that long.
    @usableFromInline let positionsByLength: [[Int]]

    public init(_ type: Field.Type) {
        fields = Array(type.allCases)
        precondition(fields.count <= 64, "KeysSeen holds 64 members")
        names = fields.map { Array($0.rawValue.utf8) }
        prefixes = names.map { name in
            name.withUnsafeBytes { KeyPrefix.word($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, count: name.count,
                                                  canLoadWord: false) }
        }
        var positions = [[Int]](repeating: [], count: (names.map(\.count).max() ?? 0) + 1)
        for (position, name) in names.enumerated() { positions[name.count].append(position) }
        positionsByLength = positions
    }
}
