import Entities

/// `tree --json`'s array, written straight from the packed tree (`GitTreeEntries`): each path
/// copied from the tree's one buffer and each SHA's hex from its 20 bytes into the writer, no
/// `GitTreeEntry` or `String` made per entry (issue 30). Prints what `JSONFieldRows` under
/// `RepositoryCommandJSON.entryFields` prints for the same entries, byte for byte.
struct GitTreeJSONRows: JSONWritable {
    /// `entryFields`' names, each written from the packed bytes.
    enum Field: String, CaseIterable {
        case mode, path, sha, size, type
    }

    private let entries: GitTreeEntries
    /// The entries printed, by index into `entries`, in order.
    private let selected: [Int]
    /// The fields written, in the order of their names (as `JSONFieldRows` sorts them).
    private let fields: [Field]

    init(_ entries: GitTreeEntries, selected: [Int], only selection: [String]?) {
        self.entries = entries
        self.selected = selected
        fields = Field.allCases.filter { selection?.contains($0.rawValue) ?? true }.sorted { $0.rawValue < $1.rawValue }
    }

    func write(to writer: inout JSONWriter) {
        entries.pathBytes.withUnsafeBufferPointer { paths in
            writer.beginArray()
            for index in selected {
                writer.beginObject()
                for field in fields {
                    writer.key(field.rawValue)
                    switch field {
                    case .mode:
                        if let mode = entries.mode(at: index) { writer.string(mode) } else { writer.null() }
                    case .path:
                        writer.string(utf8: UnsafeBufferPointer(rebasing: paths[entries.pathRange(at: index)]))
                    case .sha:
                        entries.withSHA(at: index) { sha in
                            if let sha { writer.string(utf8: sha) } else { writer.null() }
                        }
                    case .size:
                        if let size = entries.size(at: index) { writer.int(size) } else { writer.null() }
                    case .type:
                        writer.string(entries.type(at: index).rawValue)
                    }
                }
                writer.endObject()
            }
            writer.endArray()
        }
    }
}
