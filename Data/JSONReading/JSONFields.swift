/// The members one kind of object has, named once by a `String` enum's raw values, and a
/// `KeyTable` that finds a key among them in one or two probes.
public struct JSONFields<Field: CaseIterable & RawRepresentable & Sendable>: Sendable where Field.RawValue == String {
    @usableFromInline let fields: [Field]
    @usableFromInline let names: [[UInt8]]
    @usableFromInline let table: KeyTable

    public init(_ type: Field.Type) {
        fields = Array(type.allCases)
        precondition(fields.count <= 64, "KeysSeen holds 64 members")
        names = fields.map { Array($0.rawValue.utf8) }
        table = KeyTable(names)
    }
}
