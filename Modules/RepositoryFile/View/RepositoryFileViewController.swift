import Markdown
import PresentationKit
import RepositoryBrowsing
import RepositoryFilePresenter
import ScreenKit
import TerminalUI
import TextCells

/// Draws a file: the breadcrumb, the code with its line numbers (long lines cut at the edge and
/// scrolled sideways with ←/→, never wrapped) or a Markdown file rendered, and the status line;
/// scrolls it, and forwards `l`, `p`, `o`, `r` to its Presenter. Rendered Markdown is read through
/// the shared `ReadingPane`, as the README is: Tab / Shift-Tab (or a click) select its links and
/// Enter follows the selected one. `/` searches the text (the file's bytes, every line, whether
/// highlighted yet or not; or the rendered Markdown's rows), `n` / `N` step through the matches
/// and Esc ends the search. While `B` shows the blame, a column of commits stands left of the
/// line numbers (each run's short SHA, author and age, coloured from recent to old) and a cursor
/// line moves with ↑↓: Enter opens its commit. Back keys are the stack's.
@MainActor
public final class RepositoryFileViewController: Screen, RepositoryFileDisplay, SavePromptScreen {
    /// Set by the Router when it assembles the module.
    public var presenter: RepositoryFileViewPresentation?

    private let bindings: KeyBindings
    private var model = RepositoryFileViewModel()
    private var size = TerminalSize(rows: 24, columns: 80)
    /// Where the code (or a message) is scrolled to; rendered Markdown scrolls in `pane`.
    private var scroll = ScrollPosition()
    /// The rendered Markdown laid out, where it is scrolled to, and the link Tab selected.
    private var pane = ReadingPane(body: MarkdownBody(layout: nil, indent: RepositoryFileViewController.markdownIndent),
                                   top: RepositoryFileViewController.bodyTop)
    /// The search in the text (`/`, `n`, `N`).
    private var find = TextFind()
    /// `d`'s prompt on the status line.
    public var savePromptField = SavePromptField()
    /// The lines `v` selected (0-based: where it started, and the end ↑↓ move), while it is on.
    private var selection: (anchor: Int, cursor: Int)?
    /// Cells of the code scrolled off to the left.
    private var leftColumn = 0
    private var markdownCache: (document: MarkdownDocument, width: Int, showsColor: Bool, layout: BlockwiseLayout)?
    private var showsColor = true
    /// The line (from 0) the blame's cursor is on, while the blame is shown.
    private var blameCursor = 0
    /// True once the code was scrolled to the lines a link named (only the first time it is shown).
    private var revealedMarkedLines = false
    /// True once the words a code search opened the file with were searched (the first time its text is shown).
    private var startedFind = false
    public var needsRedraw = true
    public let keyContext: KeyContext = .file

    /// The first screen row of the body (under the breadcrumb and a blank row).
    static let bodyTop = 2
    /// The Markdown's indent, in cells.
    static let markdownIndent = 1

    public init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    // MARK: RepositoryFileDisplay

    public func display(_ viewModel: RepositoryFileViewModel) {
        let kindChanged = Self.kind(of: viewModel.body) != Self.kind(of: model.body)
        let textChanged = Self.codeBytes(of: viewModel.body) != Self.codeBytes(of: model.body)
        let blameAppeared = model.blame == nil && viewModel.blame != nil
        model = viewModel
        if blameAppeared { blameCursor = scrollOffset }
        savePromptField.sync(viewModel.savePrompt)
        if kindChanged {
            scroll.scroll(to: 0)
            leftColumn = 0
            pane = ReadingPane(body: MarkdownBody(layout: nil, indent: Self.markdownIndent), top: Self.bodyTop)
            pane.resize(to: size, layOut)
        }
        pane.relayout(layOut)
        if kindChanged {
            find.end()
            if selection != nil { endSelection() }
        } else if find.isActive, textChanged || Self.kind(of: viewModel.body) == .markdown {
            find.retext(searchableText)
        }
        clampScroll()
        if !revealedMarkedLines, let marked = model.markedLines, case .code(let lines) = model.body,
           marked.lowerBound <= lines.count {
            revealedMarkedLines = true
            scroll.scroll(to: marked.lowerBound - 1)
            clampScroll()
        }
        if !startedFind, let words = model.find, !words.isEmpty, Self.kind(of: model.body) == .code {
            startedFind = true
            reveal(find.start(words, in: searchableText))
        }
        needsRedraw = true
    }

    // MARK: Screen

    public func didAppear(size: TerminalSize) {
        self.size = size
        // The size first: an answer that comes at once is highlighted a screenful first.
        presenter?.viewDidResize(columns: size.columns, rows: visibleRows)
        pane.resize(to: size, layOut)
        presenter?.viewDidLoad(keyHints: bindings.hints(in: keyContext),
                               renderedToggleKey: bindings.keyLabel(of: .toggleRendered, in: keyContext),
                               linkHints: linkHints)
    }

    public func didResize(size: TerminalSize) {
        let columns = self.size.columns
        self.size = size
        pane.resize(to: size, layOut)
        if find.isActive, columns != size.columns, case .markdown = model.body { find.retext(searchableText) }
        clampScroll()
        presenter?.viewDidResize(columns: size.columns, rows: visibleRows)
    }

    public func handle(key: KeyPress) -> Bool {
        if takeSavePromptKey(key, prompt: model.savePrompt, isSaving: model.isSaving, bindings: bindings,
                             events: presenter?.saveEvents) {
            needsRedraw = true
            return true
        }
        if handleFind(key) {
            needsRedraw = true
            return true
        }
        if case .mouse(let event) = key, case .markdown = model.body {
            pane.handleReading(event).tell(presenter)
            needsRedraw = true
            return true
        }
        if case .mouse(let event) = key {
            fitScroll()
            _ = scroll.scroll(for: event)
            clampScroll()
            needsRedraw = true
            return true
        }
        guard let request = bindings.request(for: key, in: keyContext) else { return false }
        if case .markdown = model.body, let event = pane.handleReading(request) {
            event.tell(presenter)
            needsRedraw = true
            return true
        }
        if handleSelection(request) || handleBlameCursor(request) {
            needsRedraw = true
            return true
        }
        fitScroll()
        if scroll.apply(request) {
            clampScroll()
            keepBlameCursorOnScreen()
            needsRedraw = true
            return true
        }
        switch request {
        case .scrollLeft: leftColumn -= sidewaysStep
        case .scrollRight: leftColumn += sidewaysStep
        case .nextLink, .previousLink: presenter?.didRequestLinkWithoutLinks()
        case .open: break
        default:
            guard let command = RepositoryFileCommand(rawValue: request.name) else {
                return false // back, quit, help: the navigation stack's
            }
            presenter?.didRequest(command, topLine: scrollOffset)
        }
        clampScroll()
        needsRedraw = true
        return true
    }

    public func draw(on surface: DrawingSurface) {
        size = surface.size
        showsColor = surface.showsColor
        clampScroll()
        surface.hideCursor()
        surface.put(model.breadcrumb, row: 0, column: 1, maxWidth: size.columns - 1, style: .title)
        switch model.body {
        case .message(let text, let tone):
            surface.put(text, row: Self.bodyTop, column: 1, maxWidth: size.columns - 1,
                        style: TextStyle(statusTone: tone))
        case .code(let lines):
            drawCode(lines, on: surface)
        case .markdown:
            pane.setShowsColor(showsColor, layOut)
            drawMarkdown(on: surface)
        }
        if surface.putSavePrompt(model.savePrompt, field: savePromptField, row: size.rows - 1) { return }
        if surface.putFindLine(find, row: size.rows - 1) { return }
        let status: String
        if case .markdown = model.body {
            status = pane.statusLine(model.status, columns: size.columns)
        } else {
            status = model.status + (scroll.hasMoreBelow ? StatusLine.moreBelow : "")
        }
        surface.put(status, row: size.rows - 1, column: 0, maxWidth: size.columns,
                    style: TextStyle(statusTone: model.statusTone))
    }

    // MARK: Drawing

    private func drawCode(_ lines: CodeLines, on surface: DrawingSurface) {
        let blameCells = blameWidth
        let gutter = blameCells + gutterWidth(lines)
        let width = size.columns - gutter
        guard width > 0 else { return }
        for offset in 0..<visibleRows {
            let index = scrollOffset + offset
            guard index < lines.count else { break }
            let row = Self.bodyTop + offset
            if let blame = model.blame {
                let cell = blame.cell(ofLine: index)
                let style = index == blameCursor ? .selected : Self.blameStyle(age: cell.age, showsColor: showsColor)
                surface.put(cell.text, row: row, column: 0, maxWidth: blame.width, style: style)
            }
            if gutter > blameCells {
                let number = String(index + 1)
                let marked = model.markedLines?.contains(index + 1) == true
                let style: TextStyle = selectedRange?.contains(index) == true ? .selected : marked ? .accent : .dim
                surface.put(number, row: row, column: gutter - 1 - number.count, maxWidth: number.count, style: style)
            }
            drawRuns(lines.runs(ofLine: index, maxColumns: leftColumn + width), row: row, column: gutter, width: width,
                     on: surface)
            surface.putFindMatches(find, line: index, row: row, column: gutter, leftColumn: leftColumn,
                                   right: size.columns, width: CodeLines.displayWidth(ofPrefix:))
        }
    }

    /// `runs` from the cell `leftColumn` of the line on, in `width` cells from `column`.
    private func drawRuns(_ runs: [CodeRun], row: Int, column: Int, width: Int, on surface: DrawingSurface) {
        var lineColumn = 0
        let right = leftColumn + width
        for run in runs {
            guard lineColumn < right else { break }
            let runWidth = DisplayWidth.of(run.text)
            defer { lineColumn += runWidth }
            guard lineColumn + runWidth > leftColumn else { continue }
            var text = Substring(run.text)
            var start = lineColumn
            // Drop the clusters left of the edge; a wide one cut in half leaves a blank.
            while start < leftColumn, let first = text.first {
                start += DisplayWidth.of(first)
                text = text.dropFirst()
            }
            let screenColumn = column + start - leftColumn
            surface.put(String(text), row: row, column: screenColumn, maxWidth: column + width - screenColumn,
                        style: Self.style(run.style))
        }
    }

    private func drawMarkdown(on surface: DrawingSurface) {
        for (screenRow, index) in pane.rowsOnScreen(screenRows: size.rows) {
            surface.putRuns(pane.body.runs(index), row: screenRow, selectedLink: pane.reading.selectedLink)
            surface.putFindMatches(find, line: index, row: screenRow, column: 0, right: size.columns)
        }
    }

    // MARK: Blame

    /// The cells the blame's column takes with the space after it; none while it is hidden.
    private var blameWidth: Int { model.blame.map { $0.width + 1 } ?? 0 }

    /// The colour of a blame age, from the most recent (1, warm and bright) to the oldest (10,
    /// a dim grey); without colour, the recent third plain and the rest dim.
    static func blameStyle(age: Int?, showsColor: Bool) -> TextStyle {
        guard let age else { return .dim }
        let step = Double(min(max(age, 1), 10) - 1) / 9
        guard showsColor else { return step < 0.3 ? .normal : .dim }
        func mix(_ recent: Double, _ old: Double) -> UInt32 { UInt32((recent + (old - recent) * step).rounded()) }
        return .colored(mix(0xF0, 0x60) << 16 | mix(0xA8, 0x68) << 8 | mix(0x30, 0x78), [])
    }

    /// ↑↓ move the blame's cursor (the screen follows) and Enter opens its line's commit, while
    /// the blame is shown over code: true when `request` was one of them.
    private func handleBlameCursor(_ request: KeyRequest) -> Bool {
        guard model.blame != nil, case .code(let lines) = model.body, lines.count > 0 else { return false }
        switch request {
        case .moveUp: blameCursor = max(min(blameCursor, lines.count - 1) - 1, 0)
        case .moveDown: blameCursor = min(blameCursor + 1, lines.count - 1)
        case .open:
            presenter?.didOpenBlameLine(min(blameCursor, lines.count - 1) + 1)
            return true
        default: return false
        }
        fitScroll()
        if blameCursor < scrollOffset {
            scroll.scroll(to: blameCursor)
        } else if blameCursor >= scrollOffset + visibleRows {
            scroll.scroll(to: blameCursor - visibleRows + 1)
        }
        clampScroll()
        presenter?.didMoveBlameCursor(toLine: blameCursor + 1)
        return true
    }

    /// After a page or a jump, the blame's cursor is brought within the lines shown.
    private func keepBlameCursorOnScreen() {
        guard model.blame != nil, case .code(let lines) = model.body, lines.count > 0 else { return }
        let kept = min(max(blameCursor, scrollOffset), min(scrollOffset + visibleRows, lines.count) - 1)
        guard kept != blameCursor else { return }
        blameCursor = max(kept, 0)
        presenter?.didMoveBlameCursor(toLine: blameCursor + 1)
    }

    // MARK: Selection

    /// The selected lines, 0-based.
    private var selectedRange: ClosedRange<Int>? {
        selection.map { min($0.anchor, $0.cursor)...max($0.anchor, $0.cursor) }
    }

    /// `v` and, while a selection is on, ↑↓ (extend it) and the back keys (end it): true when
    /// `request` was one of them. A selection is of code (or raw text) lines only.
    private func handleSelection(_ request: KeyRequest) -> Bool {
        guard case .code(let lines) = model.body, lines.count > 0 else { return request == .selectLines }
        if request == .selectLines {
            if selection == nil {
                let top = min(scrollOffset, lines.count - 1)
                selection = (top, top)
                presenter?.didSelectLines(selectedLines)
            } else {
                endSelection()
            }
            return true
        }
        guard var current = selection else { return false }
        switch request {
        case .moveUp: current.cursor = max(current.cursor - 1, 0)
        case .moveDown: current.cursor = min(current.cursor + 1, lines.count - 1)
        case .back:
            endSelection()
            return true
        default: return false
        }
        selection = current
        fitScroll()
        if current.cursor < scrollOffset {
            scroll.scroll(to: current.cursor)
        } else if current.cursor >= scrollOffset + visibleRows {
            scroll.scroll(to: current.cursor - visibleRows + 1)
        }
        clampScroll()
        presenter?.didSelectLines(selectedLines)
        return true
    }

    /// The selection as the Presenter counts lines (from 1).
    private var selectedLines: ClosedRange<Int>? {
        selectedRange.map { ($0.lowerBound + 1)...($0.upperBound + 1) }
    }

    private func endSelection() {
        selection = nil
        presenter?.didSelectLines(nil)
    }

    // MARK: Search

    /// The search's keys first: true when `key` was one of them, the current match brought on screen.
    private func handleFind(_ key: KeyPress) -> Bool {
        let isMarkdown = Self.kind(of: model.body) == .markdown
        let top = isMarkdown ? pane.reading.scroll.offset : scrollOffset
        let outcome = find.take(key, bindings: bindings, context: keyContext, topLine: top, text: { searchableText })
        guard outcome != .notHandled else { return false }
        reveal(outcome)
        return true
    }

    /// Brings the line a search's outcome names on screen (sideways too, in code).
    private func reveal(_ outcome: TextFind.Outcome) {
        guard case .reveal(let line) = outcome else { return }
        if Self.kind(of: model.body) == .markdown {
            pane.revealMatch(row: line)
        } else {
            fitScroll()
            scroll.revealMatch(line: line)
            revealCurrentMatchSideways()
        }
    }

    /// Scrolls the code sideways so that the current match is within the screen's width.
    private func revealCurrentMatchSideways() {
        guard case .code(let lines) = model.body, let current = find.current,
              let columns = find.matcher?.columns(of: current, width: CodeLines.displayWidth(ofPrefix:)) else { return }
        let width = max(size.columns - blameWidth - gutterWidth(lines), 1)
        if columns.lowerBound < leftColumn || columns.upperBound > leftColumn + width {
            leftColumn = max(columns.upperBound - width + width / 3, 0)
            leftColumn = min(leftColumn, columns.lowerBound)
        }
    }

    /// What `/` searches: the file's bytes line by line, or the rendered Markdown's rows.
    private var searchableText: TextMatcher {
        switch model.body {
        case .message: return TextMatcher(lines: [])
        case .code(let lines): return TextMatcher(bytes: lines.bytes)
        case .markdown: return pane.body.searchableText
        }
    }

    /// A code body's bytes (nil for any other body), to tell whether the text changed.
    private static func codeBytes(of body: RepositoryFileBody) -> [UInt8]? {
        if case .code(let lines) = body { return lines.bytes }
        return nil
    }

    // MARK: Markdown links

    /// "Tab link", "Enter follow", with the keys as the table (or the user) binds them.
    private var linkHints: [String] {
        [(KeyRequest.nextLink, "link"), (KeyRequest.open, "follow")].compactMap { request, word in
            bindings.keyLabel(of: request, in: keyContext).map { "\($0) \(word)" }
        }
    }

    public func scrollToHeading(anchor: String) -> Bool {
        guard pane.scrollToHeading(anchor: anchor) else { return false }
        needsRedraw = true
        return true
    }

    /// The terminal style for a code run's role.
    static func style(_ style: CodeStyle) -> TextStyle {
        switch style {
        case .plain:
            return .normal
        case .syntax(let color, let bold, let italic, let underline):
            var attributes: TextAttributes = []
            if bold { attributes.insert(.bold) }
            if italic { attributes.insert(.italic) }
            if underline { attributes.insert(.underline) }
            if let color { return .colored(color, attributes) }
            return attributes.isEmpty ? .normal : .prose(attributes)
        }
    }

    // MARK: Layout and scrolling

    /// Rows for the body: all but the breadcrumb, a blank row and the status line.
    private var visibleRows: Int { max(size.rows - Self.bodyTop - 1, 1) }

    private var bodyLineCount: Int {
        switch model.body {
        case .message: return 1
        case .code(let lines): return lines.count
        case .markdown: return pane.body.rowCount
        }
    }

    /// Cells for the line numbers and a space after them; none when they are off.
    private func gutterWidth(_ lines: CodeLines) -> Int {
        model.showsLineNumbers ? String(lines.count).count + 1 : 0
    }

    private var sidewaysStep: Int { max((size.columns - 8) / 2, 4) }

    /// The first line shown.
    private var scrollOffset: Int { scroll.offset }

    /// Tells the scroll how many lines there are and how many fit.
    private func fitScroll() {
        scroll.contentRows = bodyLineCount
        scroll.visibleRows = visibleRows
    }

    /// Fits the scroll, and the code's sideways scroll to the lines shown.
    private func clampScroll() {
        fitScroll()
        guard case .code(let lines) = model.body else {
            leftColumn = 0
            return
        }
        // Sideways only as far as the widest line on screen needs: a line is measured only as far
        // as the screen would reach (a 600 KB line costs no more than a screenful of it).
        let width = size.columns - blameWidth - gutterWidth(lines)
        let reach = max(leftColumn, 0) + max(width, 1)
        var widest = 0
        for index in scrollOffset..<min(scrollOffset + visibleRows, lines.count) {
            widest = max(widest, lines.runs(ofLine: index, maxColumns: reach).reduce(0) { $0 + DisplayWidth.of($1.text) })
        }
        leftColumn = min(max(leftColumn, 0), max(widest - width, 0))
    }

    /// The rendered Markdown at `columns` and a colour mode, for the pane (an empty body when the
    /// file is not rendered Markdown).
    private func layOut(columns: Int, showsColor: Bool) -> MarkdownBody {
        guard case .markdown(let document) = model.body else {
            markdownCache = nil
            return MarkdownBody(layout: nil, indent: Self.markdownIndent)
        }
        return MarkdownBody(layout: markdownLayout(document, columns: columns, showsColor: showsColor),
                            indent: Self.markdownIndent)
    }

    /// The Markdown laid out at `columns`, from the cache when nothing changed.
    private func markdownLayout(_ document: MarkdownDocument, columns: Int, showsColor: Bool) -> BlockwiseLayout {
        let width = max(columns - 2 * Self.markdownIndent, 1)
        if let cache = markdownCache, cache.width == width, cache.showsColor == showsColor, cache.document == document {
            return cache.layout
        }
        let layout = showsColor ? BlockwiseLayout(document, width: width)
            : BlockwiseLayout(document, width: width, transform: LinkMarking.bracketed)
        markdownCache = (document, width, showsColor, layout)
        return layout
    }

    private enum BodyKind { case message, code, markdown }

    private static func kind(of body: RepositoryFileBody) -> BodyKind {
        switch body {
        case .message: return .message
        case .code: return .code
        case .markdown: return .markdown
        }
    }
}
