import TextCells

/// The `?` screen: the key table, section by section, scrollable. It scrolls with the keys of
/// its own context and leaves `.back` (and anything the stack acts on) to the navigation stack,
/// which closes it.
@MainActor
public final class HelpScreen: Screen {
    private let bindings: KeyBindings
    public let keyContext: KeyContext
    public var needsRedraw = true
    private var scroll = ScrollPosition()
    /// The section shown first: the one of the screen help was asked from.
    private let openingSection: KeyContext?

    /// A help screen for `bindings`, scrolled with the keys of `context`, opened at the section of
    /// `openingSection` (the screen it was asked from) when the table has one.
    public init(bindings: KeyBindings, context: KeyContext, openingSection: KeyContext? = nil) {
        self.bindings = bindings
        self.keyContext = context
        self.openingSection = openingSection
    }

    /// The line of the help where `openingSection`'s title is.
    private var openingLine: Int? {
        guard let openingSection else { return nil }
        var line = 0
        for section in bindings.sections {
            if line > 0 { line += 1 }
            if section.context == openingSection { return line }
            line += 1 + section.bindings.count
        }
        return nil
    }

    /// The lines of the help: each section's title, then its bindings, a blank line between.
    private var entries: [(label: String, help: String)] {
        var lines: [(label: String, help: String)] = []
        for section in bindings.sections {
            if !lines.isEmpty { lines.append(("", "")) }
            lines.append((section.context.title, ""))
            lines += section.bindings.map { ($0.keyLabel, $0.help) }
        }
        return lines
    }

    public func didAppear(size: TerminalSize) {
        scroll.contentRows = entries.count
        didResize(size: size)
        if let openingLine { scroll.scroll(to: openingLine) }
    }

    public func didResize(size: TerminalSize) {
        scroll.visibleRows = max(size.rows - 3, 1)
    }

    /// The closing keys as the footer shows them: the labels of this context's `.back` bindings.
    private var closeLabel: String {
        let section = bindings.sections.first { $0.context == keyContext }
        return section?.bindings.filter { $0.request == .back }.map(\.keyLabel).joined(separator: "/") ?? ""
    }

    public func draw(on surface: DrawingSurface) {
        let size = surface.size
        let bodyRows = max(size.rows - 3, 1)

        surface.fill(row: 0, column: 0, width: size.columns, style: .title)
        surface.put(" Keys", row: 0, column: 0, maxWidth: size.columns, style: .title)

        let entries = self.entries
        let labelWidth = min(entries.filter { !$0.help.isEmpty }.map { DisplayWidth.of($0.label) }.max() ?? 0,
                             size.columns / 2)
        let rows = entries.dropFirst(scroll.offset).prefix(bodyRows)
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
        // The footer names the keys as the table binds them (remapped keys included).
        let scrollKeys = [KeyRequest.moveUp, .moveDown].compactMap { bindings.keyLabel(of: $0, in: keyContext) }
        surface.put("\(closeLabel) close  \(scrollKeys.joined(separator: " ")) scroll", row: size.rows - 1, column: 0,
                    maxWidth: size.columns, style: .dim)
    }

    public func handle(key: KeyPress) -> Bool {
        let request = bindings.request(for: key, in: keyContext)
        if let request, scroll.apply(request) { return true }
        switch request {
        case .back, .quit, .help: return false
        default: break // swallowed, so the screen below does not react while help is open
        }
        return true
    }
}
