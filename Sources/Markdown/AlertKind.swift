/// The kind of a GitHub alert, a block quote that starts with `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]`: github.com draws it with a coloured bar and title instead of the
/// marker.
public enum AlertKind: UInt8, CaseIterable, Equatable, Hashable, Sendable {
    case note, tip, important, warning, caution

    /// "Note", "Tip" …, as the title line says it.
    public var title: String {
        switch self {
        case .note: return "Note"
        case .tip: return "Tip"
        case .important: return "Important"
        case .warning: return "Warning"
        case .caution: return "Caution"
        }
    }

    /// The kind a marker names (`[!note]` too: GitHub ignores case), or nil.
    init?(marker: Substring) {
        switch marker.uppercased() {
        case "[!NOTE]": self = .note
        case "[!TIP]": self = .tip
        case "[!IMPORTANT]": self = .important
        case "[!WARNING]": self = .warning
        case "[!CAUTION]": self = .caution
        default: return nil
        }
    }

    /// A quote's blocks as an alert when its first paragraph starts with a marker (on its own line
    /// on github.com; a soft break reaches here as a space): the kind, and the blocks without it.
    static func alert(in blocks: [Block]) -> (AlertKind, [Block])? {
        guard case .paragraph(var spans)? = blocks.first, let first = spans.first, first.style.isEmpty,
              first.link == nil, first.text.hasPrefix("[!"), let close = first.text.firstIndex(of: "]"),
              let kind = AlertKind(marker: first.text[...close]) else { return nil }
        let rest = first.text[first.text.index(after: close)...].drop { $0 == " " }
        guard rest.isEmpty || first.text[first.text.index(after: close)] == " " else { return nil }
        if rest.isEmpty { spans.removeFirst() } else { spans[0].text = String(rest) }
        while spans.first?.isLineBreak == true { spans.removeFirst() }
        return (kind, (spans.isEmpty ? [] : [.paragraph(spans)]) + blocks.dropFirst())
    }
}
