import CCmarkGFM

/// The GFM extensions' node types by their number, each named once (cmark-gfm numbers them at
/// registration and exports no constants), so a walk compares numbers, not type-name strings.
struct ExtensionKinds {
    enum Kind {
        case table, row, cell, strikethrough, other
    }

    /// The few types met so far (a handful: a linear search beats hashing).
    private var types: [UInt32] = []
    private var kinds: [Kind] = []

    mutating func kind(of node: OpaquePointer) -> Kind {
        guard cmark_node_get_syntax_extension(node) != nil else { return .other }
        let type = cmark_node_get_type(node).rawValue
        if let index = types.firstIndex(of: type) { return kinds[index] }
        let name = cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
        let kind: Kind
        switch name {
        case "table": kind = .table
        case "table_header", "table_row": kind = .row
        case "table_cell": kind = .cell
        case "strikethrough": kind = .strikethrough
        default: kind = .other
        }
        types.append(type)
        kinds.append(kind)
        return kind
    }
}
