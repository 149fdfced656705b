import TerminalUI

/// A text screen's search (`/`): the find field while it is open, the matcher over the screen's
/// text, and the current match. The screen gives it its keys first (`take`), its text when `/`
/// opens the field, and scrolls to the line it answers with; it draws the matches on the lines
/// it draws (`DrawingSurface.putFindMatches`) and the find line in place of its status line.
public struct TextFind: Equatable {
    /// What a key did.
    public enum Outcome: Equatable {
        /// Not a search key: the screen's own.
        case notHandled
        /// Handled; nothing to scroll.
        case handled
        /// Handled; line `line` holds the current match and should be on screen.
        case reveal(line: Int)
    }

    /// The field while it is open.
    public private(set) var field: TextFieldState?
    /// The text searched, while a search is active.
    public private(set) var matcher: TextMatcher?
    /// The current match, an index into the matcher's matches.
    public private(set) var current: Int?
    /// The line the reader was at when `/` opened the field: the first match at or after it is current.
    private var startLine = 0

    public init() {}

    /// Whether a search is active (the field open, or its matches kept for `n` / `N`).
    public var isActive: Bool { matcher != nil }

    /// Takes `key`: while the field is open, its keys (`.textFind`) edit it and search as the text
    /// changes; while a search is active, `.textSearch`'s move through the matches or end it; `/`
    /// in `context` opens the field over `text()` (the screen's lines, as drawn), from `topLine`.
    public mutating func take(_ key: KeyPress, bindings: KeyBindings, context: KeyContext, topLine: Int,
                              text: () -> TextMatcher) -> Outcome {
        if field != nil { return takeInField(key, bindings: bindings) }
        if isActive, let request = bindings.request(for: key, in: .textSearch) {
            switch request {
            case .nextMatch: return step(1)
            case .previousMatch: return step(-1)
            case .leaveField:
                end()
                return .handled
            default: break
            }
        }
        guard bindings.request(for: key, in: context) == .find else { return .notHandled }
        field = TextFieldState()
        matcher = text()
        current = nil
        startLine = topLine
        return .handled
    }

    /// Searches `query` in `text` at once, without the field (a code search opened the screen with
    /// its words): the first match at or after `line` is current, and `n` / `N` go on from it.
    public mutating func start(_ query: String, in text: TextMatcher, fromLine line: Int = 0) -> Outcome {
        field = nil
        var matcher = text
        matcher.search(query)
        self.matcher = matcher
        startLine = line
        current = matcher.firstMatch(atOrAfterLine: line)
        return current.flatMap { matcher.match($0) }.map { .reveal(line: $0.line) } ?? .handled
    }

    /// Ends the search: no field, no matches.
    public mutating func end() {
        field = nil
        matcher = nil
        current = nil
    }

    /// The screen's text changed (a new answer, more lines highlighted): searched again.
    public mutating func retext(_ text: TextMatcher) {
        guard let query = matcher?.query else { return }
        var matcher = text
        matcher.search(query)
        self.matcher = matcher
        if let current, current >= matcher.count { self.current = matcher.count > 0 ? 0 : nil }
    }

    private mutating func takeInField(_ key: KeyPress, bindings: KeyBindings) -> Outcome {
        guard var field else { return .notHandled }
        let request = bindings.request(for: key, in: .textFind)
        switch request {
        case .submit?:
            self.field = nil
            if field.text.isEmpty { end() }
            return .handled
        case .leaveField?:
            end()
            return .handled
        case .quit?:
            return .notHandled
        default:
            break
        }
        let before = field.text
        let edited = request.map { field.apply($0) != .notHandled } ?? false
        if !edited, case .character(let character) = key { field.type(character) }
        self.field = field
        guard field.text != before, var matcher else { return .handled }
        matcher.search(field.text)
        self.matcher = matcher
        current = matcher.firstMatch(atOrAfterLine: startLine)
        return current.flatMap { matcher.match($0) }.map { .reveal(line: $0.line) } ?? .handled
    }

    /// `n` (1) / `N` (-1): the next / previous match, wrapping.
    private mutating func step(_ step: Int) -> Outcome {
        guard let matcher, matcher.count > 0 else { return .handled }
        let next = current.map { (($0 + step) % matcher.count + matcher.count) % matcher.count }
            ?? matcher.firstMatch(atOrAfterLine: startLine) ?? 0
        current = next
        return matcher.match(next).map { .reveal(line: $0.line) } ?? .handled
    }

    /// "3 of 41", "no match", or "" before anything is typed.
    public var countText: String {
        guard let matcher, !matcher.query.isEmpty else { return "" }
        guard let current, matcher.count > 0 else { return "no match" }
        return "\(current + 1) of \(matcher.count)"
    }
}
