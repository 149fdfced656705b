import Foundation
import TextCells

/// The `?` screen: the key table, section by section, scrollable. It scrolls with the keys of
/// its own context and leaves `.back` (and anything the stack acts on) to the navigation stack,
/// which closes it.
///
/// `/` opens a find field on the bottom line (with the keys of `findContext`). Finding jumps, it
/// does not narrow: as the text changes, the help scrolls to the first line containing it (case
/// aside) at or after the line where the find began, wrapping at the end, and marks that line;
/// `n` goes on to the next such line. Enter or Esc leave the field (the match stays marked, and
/// `n` still works).
@MainActor
public final class HelpScreen: Screen {
    private let bindings: KeyBindings
    public let keyContext: KeyContext
    public var needsRedraw = true
    private var scroll = ScrollPosition()
    /// The section shown first: the one of the screen help was asked from.
    private let openingSection: KeyContext?
    /// The keys of the find field; nil: no find.
    private let findContext: KeyContext?
    /// The find field while it is open.
    private var findField: TextFieldState?
    /// The text last searched for ("" : none).
    private var findText = ""
    /// Where the find began, and the line of the current match.
    private var findStart = 0
    private var matchLine: Int?

    /// A help screen for `bindings`, scrolled with the keys of `context`, opened at the section of
    /// `openingSection` (the screen it was asked from) when the table has one.
    /// `findContext` holds the find field's keys (`/` opens it); without one there is no find.
    public init(bindings: KeyBindings, context: KeyContext, openingSection: KeyContext? = nil,
                findContext: KeyContext? = nil) {
        self.bindings = bindings
        self.keyContext = context
        self.openingSection = openingSection
        self.findContext = findContext
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
            // The line of the current find match is drawn selected, whole.
            let matched = scroll.offset + index == matchLine
            if matched { surface.fill(row: row, column: 0, width: size.columns, style: .selected) }
            if entry.help.isEmpty {
                surface.put(entry.label, row: row, column: 1, maxWidth: size.columns - 1,
                            style: matched ? .selected : .bold)
                continue
            }
            let label = TextLayout.pad(entry.label, toWidth: labelWidth)
            surface.put(label, row: row, column: 2, maxWidth: size.columns - 2, style: matched ? .selected : .accent)
            let helpColumn = 2 + labelWidth + 2
            let help = TextLayout.truncate(entry.help, toWidth: size.columns - helpColumn)
            surface.put(help, row: row, column: helpColumn, maxWidth: size.columns - helpColumn,
                        style: matched ? .selected : .normal)
        }
        if let findField {
            drawFindField(findField, on: surface)
            return
        }
        // The footer names the keys as the table binds them (remapped keys included).
        let scrollKeys = [KeyRequest.moveUp, .moveDown].compactMap { bindings.keyLabel(of: $0, in: keyContext) }
        var footer = "\(closeLabel) close  \(scrollKeys.joined(separator: " ")) scroll"
        if let findKey = bindings.keyLabel(of: .find, in: keyContext) { footer += "  \(findKey) find" }
        if !findText.isEmpty, let nextKey = bindings.keyLabel(of: .nextMatch, in: keyContext) {
            footer += matchLine == nil ? "  (no line has “\(findText)”)" : "  \(nextKey) next “\(findText)”"
        }
        surface.put(footer, row: size.rows - 1, column: 0, maxWidth: size.columns, style: .dim)
    }

    /// The find field on the bottom line: `/`, the text, the cursor, and whether it matched.
    private func drawFindField(_ field: TextFieldState, on surface: DrawingSurface) {
        let size = surface.size
        let row = size.rows - 1
        let note = field.text.isEmpty ? "" : (matchLine == nil ? "  no match" : "")
        let width = max(size.columns - 1 - DisplayWidth.of(note), 1)
        let slice = field.visibleSlice(width: width)
        surface.put("/", row: row, column: 0, maxWidth: size.columns, style: .accent)
        surface.put(slice.text, row: row, column: 1, maxWidth: width, style: .normal)
        if !note.isEmpty {
            surface.put(note, row: row, column: 1 + DisplayWidth.of(slice.text), maxWidth: size.columns, style: .warning)
        }
        surface.showCursor(row: row, column: 1 + slice.cursorColumn)
    }

    /// The text the find looks in, line by line: the section title, or the keys and what they do.
    private var searchableLines: [String] {
        entries.map { $0.help.isEmpty ? $0.label : "\($0.label)  \($0.help)" }
    }

    /// Marks and scrolls to the first line at or after `start` (wrapping) that holds `findText`.
    private func findMatch(from start: Int) {
        let lines = searchableLines
        guard !findText.isEmpty, !lines.isEmpty else {
            matchLine = nil
            return
        }
        for step in 0..<lines.count {
            let line = (start + step) % lines.count
            if lines[line].range(of: findText, options: .caseInsensitive) != nil {
                matchLine = line
                scroll.scroll(to: line)
                return
            }
        }
        matchLine = nil
    }

    /// A key while the find field is open: Enter and Esc close it, editing keys edit, and any
    /// other character is typed.
    /// Returns false for what the stack acts on even now (quitting).
    private func handleFindField(key: KeyPress, field: inout TextFieldState) -> Bool {
        let request = findContext.flatMap { bindings.request(for: key, in: $0) }
        switch request {
        case .submit?, .leaveField?:
            findField = nil
            return true
        case .quit?:
            return false
        default:
            break
        }
        let before = field.text
        let edited = request.map { field.apply($0) != .notHandled } ?? false
        if !edited, case .character(let character) = key { field.type(character) }
        findField = field
        guard field.text != before else { return true }
        findText = field.text
        findMatch(from: findStart)
        return true
    }

    public func handle(key: KeyPress) -> Bool {
        needsRedraw = true
        if var field = findField { return handleFindField(key: key, field: &field) }
        let request = bindings.request(for: key, in: keyContext)
        if let request, scroll.apply(request) { return true }
        switch request {
        case .find? where findContext != nil:
            findField = TextFieldState()
            findStart = scroll.offset
            findText = ""
            matchLine = nil
            return true
        case .nextMatch? where !findText.isEmpty:
            findMatch(from: (matchLine ?? scroll.offset) + 1)
            return true
        default: break
        }
        switch request {
        case .back, .quit, .help: return false
        default: break // swallowed, so the screen below does not react while help is open
        }
        return true
    }
}
