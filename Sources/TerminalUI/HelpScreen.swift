import TextCells

/// The `?` screen: every key binding with what it does, scrollable. Esc, q, ?, Enter (and
/// the other back keys) are left to the navigation stack, which closes it.
@MainActor
public final class HelpScreen: Screen {
    private let bindings: KeyBindings
    private var scrollOffset = 0
    private var lastBodyRows = 1

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    /// The lines of the help: every binding, then the query field's editing keys.
    private var entries: [(label: String, help: String)] {
        bindings.bindings.map { ($0.keyLabel, $0.help) }
            + [("", ""), ("In the query field", "")]
            + KeyBindings.queryFieldKeys
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        let bodyRows = max(size.rows - 3, 1)
        lastBodyRows = bodyRows
        scrollOffset = min(scrollOffset, maxScroll(bodyRows: bodyRows))

        surface.fill(row: 0, column: 0, width: size.columns, style: .title)
        surface.put(" Keys", row: 0, column: 0, maxWidth: size.columns, style: .title)

        let entries = self.entries
        let labelWidth = min(entries.filter { !$0.help.isEmpty }.map { DisplayWidth.of($0.label) }.max() ?? 0,
                             size.columns / 2)
        let rows = entries.dropFirst(scrollOffset).prefix(bodyRows)
        for (index, entry) in rows.enumerated() {
            let row = 2 + index
            guard row < size.rows - 1 else { break }
            if entry.help.isEmpty {
                surface.put(entry.label, row: row, column: 1, maxWidth: size.columns - 1, style: .bold)
                continue
            }
            let label = TextLayout.pad(entry.label, toWidth: labelWidth)
            surface.put(label, row: row, column: 2, maxWidth: size.columns - 2, style: .accent)
            let helpColumn = 2 + labelWidth + 2
            let help = TextLayout.truncate(entry.help, toWidth: size.columns - helpColumn)
            surface.put(help, row: row, column: helpColumn, maxWidth: size.columns - helpColumn, style: .normal)
        }
        surface.put("Esc/q/?/Enter close  ↑/↓ scroll", row: size.rows - 1, column: 0,
                    maxWidth: size.columns, style: .dim)
    }

    public func handle(key: KeyPress) -> Bool {
        switch key {
        case .up, .character("k"): scrollOffset = max(scrollOffset - 1, 0)
        case .down, .character("j"): scrollOffset = min(scrollOffset + 1, maxScroll(bodyRows: lastBodyRows))
        case .pageUp: scrollOffset = max(scrollOffset - lastBodyRows, 0)
        case .pageDown: scrollOffset = min(scrollOffset + lastBodyRows, maxScroll(bodyRows: lastBodyRows))
        case .home, .character("g"): scrollOffset = 0
        case .end, .character("G"): scrollOffset = maxScroll(bodyRows: lastBodyRows)
        default:
            // Closing keys go to the stack; anything else is swallowed so the screen below
            // does not react while help is open.
            let request = bindings.request(for: key)
            return !(request == .back || request == .help || request == .open || request == .quit)
        }
        return true
    }

    private func maxScroll(bodyRows: Int) -> Int {
        max(entries.count - bodyRows, 0)
    }
}
