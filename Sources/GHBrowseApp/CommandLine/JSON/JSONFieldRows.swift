/// A command's items as the JSON array `--json` prints: one object per item, its fields (those
/// asked for, or all) in the order of their names, as `JSONValue` sorts keys, written field by
/// field into the writer with no dictionary per item (30,077 tree entries, issue 30).
struct JSONFieldRows<Item>: JSONWritable {
    private let items: [Item]
    /// The fields written, sorted by name.
    private let fields: [JSONFieldTable<Item>.Field]

    init(_ items: [Item], table: JSONFieldTable<Item>, only selection: [String]?) {
        self.items = items
        fields = table.fields.filter { selection?.contains($0.name) ?? true }.sorted { $0.name < $1.name }
    }

    func write(to writer: inout JSONWriter) {
        writer.beginArray()
        for item in items {
            writer.beginObject()
            for field in fields {
                writer.key(field.name)
                field.value(item).write(to: &writer)
            }
            writer.endObject()
        }
        writer.endArray()
    }
}
