import CNCursesW
import TextCells
#if canImport(Glibc)
import Glibc
#endif

/// The real terminal, through ncursesw's wide-character API.
///
/// Drawing goes to ncurses' virtual screen; `refresh()` sends only what changed, so frames
/// do not flicker. Reads never block: the caller waits on file descriptor 0 itself and
/// calls `readKey()` until it returns nil (also after `poll` is interrupted by SIGWINCH,
/// which ncurses turns into a `.resize` key).
@MainActor
public final class NCursesTerminal: DrawingSurface, TerminalControlWriting, TerminalHandingOver {
    private var isRunning = true
    private let palette: CursesPalette
    private var cursorRequest: (row: Int, column: Int)?
    private var cursorShown: Bool?
    private var lastSize: TerminalSize
    private var keyStream = KeyStream()
    /// Drawn in place of a cluster the C library cannot measure.
    private let replacement: wchar_t
    /// What the locale can show: Unicode in a UTF-8 locale, ASCII otherwise (`LANG=C`).
    public let glyphs: GlyphSet

    public var showsColor: Bool { palette.hasColor }

    private init(palette: CursesPalette, glyphs: GlyphSet) {
        self.palette = palette
        self.glyphs = glyphs
        self.lastSize = TerminalSize(rows: 0, columns: 0)
        self.replacement = ghb_wcwidth(0xFFFD) == 1 ? 0xFFFD : wchar_t(UInt8(ascii: "?"))
        self.lastSize = liveSize()
    }

    /// True when both standard input and standard output are terminals.
    public static func isInteractiveTerminal() -> Bool {
        isatty(0) != 0 && isatty(1) != 0
    }

    /// Why the terminal cannot be used.
    public enum Refusal: Error, Equatable {
        /// No terminfo entry for `TERM`.
        case unknownTerminal
        /// The entry cannot move the cursor (`TERM=dumb`, or no `cup`).
        case cannotAddressCursor
    }

    /// Takes over the terminal: locale, raw keys (Ctrl-C arrives as a key), no echo, keypad
    /// keys, a 25 ms Esc delay, non-blocking reads, colours when the terminal has them
    /// and `useColor` is true, and mouse reporting (wheel and left button) when `useMouse` is.
    /// Fails when the terminal cannot be used (unknown TERM, or one that cannot address the cursor).
    public static func tryStart(useColor: Bool, useMouse: Bool, background: TerminalBackground = .dark)
        -> Result<NCursesTerminal, Refusal> {
        let glyphs = setLocale()
        switch ghb_terminal_can_address_cursor() {
        case 1: break
        case 0: return .failure(.cannotAddressCursor)
        default: return .failure(.unknownTerminal)
        }
        guard ghb_newterm() != nil else { return .failure(.unknownTerminal) }
        ghb_write_frames_whole()
        raw()
        noecho()
        nonl()
        let screen = ghb_stdscr()
        keypad(screen, true)
        intrflush(screen, false)
        nodelay(screen, true)
        set_escdelay(25)
        if useMouse { _ = ghb_mouse_start() }
        let palette = CursesPalette.make(useColor: useColor && has_colors(), background: background)
        return .success(NCursesTerminal(palette: palette, glyphs: glyphs))
    }

    /// Like `tryStart`, but when the terminal cannot be used, prints why and exits with status 2
    /// (a usage error: the program was started somewhere it cannot work).
    public static func start(useColor: Bool, useMouse: Bool, background: TerminalBackground = .dark) -> NCursesTerminal {
        let refusal: Refusal
        switch tryStart(useColor: useColor, useMouse: useMouse, background: background) {
        case .success(let terminal): return terminal
        case .failure(let reason): refusal = reason
        }
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        let message = switch refusal {
        case .unknownTerminal:
            "ghbrowse: cannot use the terminal (TERM=\(term)): no terminfo entry for it; "
                + "set TERM to your terminal's type, e.g. TERM=xterm-256color\n"
        case .cannotAddressCursor:
            "ghbrowse: the terminal cannot move its cursor (TERM=\(term)), so the browser cannot draw on it; "
                + "set TERM to your terminal's type (e.g. TERM=xterm-256color), or use "
                + "`ghbrowse search` / `ghbrowse view` for plain output\n"
        }
        _ = message.withCString { write(2, $0, strlen($0)) }
        exit(2)
    }

    /// Ctrl-Z: gives the terminal back and stops the process, as the shell's job control would
    /// on SIGTSTP; when the shell continues it (`fg`), takes the terminal again and repaints.
    public func suspend() {
        guard isRunning else { return }
        def_prog_mode()
        endwin()
        let previous = signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        // Continued.
        signal(SIGTSTP, previous)
        reset_prog_mode()
        lastSize = liveSize()
        ghb_redraw_everything()
    }

    /// `e`, `|`: the terminal given to an editor or a pager while `work` runs, then taken back as
    /// it was (modes, keypad, mouse) and repainted, the size read again.
    public func handOver(during work: () -> Void) {
        guard isRunning else {
            work()
            return
        }
        def_prog_mode()
        endwin()
        work()
        reset_prog_mode()
        lastSize = liveSize()
        ghb_redraw_everything()
    }

    /// Whether the terminfo entry says the terminal sets the clipboard (`Ms`, OSC 52).
    public var hasClipboardCapability: Bool {
        isRunning && ghb_terminal_has_clipboard() == 1
    }

    /// Gives the terminal back (endwin). Safe to call more than once and from error paths.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        curs_set(1)
        endwin()
    }

    /// Sends a control string (OSC 52) after what ncurses has written; nothing while stopped.
    public func writeControlString(_ bytes: [UInt8]) -> Bool {
        guard isRunning else { return false }
        return bytes.withUnsafeBufferPointer { ghb_write_control($0.baseAddress, Int32($0.count)) } == 0
    }

    public var size: TerminalSize {
        if isRunning { lastSize = liveSize() }
        return lastSize
    }

    /// The next key, or nil when none is waiting. A resize is reported as `.resize`; mouse
    /// events ghbrowse does not use are skipped. Escape sequences the terminfo entry does not
    /// list (Home as `ESC[1~` under `TERM=xterm-256color` in tmux) are put together by
    /// `KeyStream`, and unknown ones dropped whole.
    public func readKey() -> KeyPress? {
        guard isRunning else { return nil }
        return keyStream.next { self.readInput() }
    }

    /// One item from ncurses, or nil when nothing is waiting.
    private func readInput() -> TerminalInput? {
        while true {
            var character: wint_t = 0
            let result = wget_wch(ghb_stdscr(), &character)
            switch result {
            case ERR:
                return nil
            case KEY_CODE_YES where Int32(bitPattern: character) == KeyDecoder.KeyCode.mouse:
                var event = MEVENT()
                guard getmouse(&event) == OK, let mouse = KeyDecoder.decode(mouse: event) else { continue }
                return .decoded(mouse)
            case KEY_CODE_YES:
                let key = KeyDecoder.decode(keyCode: Int32(bitPattern: character))
                if key == .resize { lastSize = liveSize() }
                return .decoded(key)
            default:
                return .character(UInt32(character))
            }
        }
    }

    /// Sends the frame to the terminal (only the cells that changed) and places the cursor.
    public func refresh() {
        guard isRunning else { return }
        let screen = ghb_stdscr()
        if let cursor = cursorRequest {
            setCursorShown(true)
            leaveok(screen, false)
            wmove(screen, Int32(cursor.row), Int32(cursor.column))
        } else {
            setCursorShown(false)
            // A hidden cursor can stay wherever the frame's last change left it: no move to send.
            leaveok(screen, true)
        }
        wrefresh(screen)
    }

    public func clear() {
        cursorRequest = nil
        guard isRunning else { return }
        werase(ghb_stdscr())
    }

    @discardableResult
    public func put(_ text: String, row: Int, column: Int, maxWidth: Int, style: TextStyle) -> Int {
        guard isRunning else { return 0 }
        let (attributes, pair) = palette.attributes(for: style)
        let shown = glyphs.displayable(text)
        if let written = putPrintableASCII(shown, row: row, column: column, maxWidth: maxWidth,
                                           attributes: attributes, pair: pair) {
            return written
        }
        var written = 0
        for placement in SurfaceLayout.place(shown, row: row, column: column, maxWidth: maxWidth, size: size) {
            drawCluster(placement, row: row, attributes: attributes, pair: pair)
            written += placement.width
        }
        return written
    }

    public func fill(row: Int, column: Int, width: Int, style: TextStyle) {
        guard isRunning,
              let span = SurfaceLayout.span(row: row, column: column, width: width, size: size) else { return }
        let (attributes, pair) = palette.attributes(for: style)
        let spaces = [UInt8](repeating: UInt8(ascii: " "), count: span.count)
        _ = spaces.withUnsafeBufferPointer { buffer in
            ghb_put_ascii(Int32(row), Int32(span.lowerBound), buffer.baseAddress, Int32(span.count), attributes, pair)
        }
    }

    /// `put` of text that is all printable ASCII, the common case, without the cluster-by-cluster
    /// plan: the same cells `SurfaceLayout.place` and `drawCluster` give it (one byte, one cell;
    /// sanitizing leaves such text alone). Nil when the text has any other byte.
    private func putPrintableASCII(_ text: String, row: Int, column: Int, maxWidth: Int,
                                   attributes: attr_t, pair: Int16) -> Int? {
        Self.putPrintableASCII(text, row: row, column: column, maxWidth: maxWidth, size: size,
                               attributes: attributes, pair: pair)
    }

    /// `putPrintableASCII` away from the main actor's isolation: a closure made inside an
    /// isolated method checks which executor it runs on each time it is called, a draw's
    /// every `put`.
    private nonisolated static func putPrintableASCII(_ text: String, row: Int, column: Int, maxWidth: Int,
                                                      size: TerminalSize, attributes: attr_t, pair: Int16) -> Int? {
        text.utf8.withContiguousStorageIfAvailable { utf8 -> Int? in
            for byte in utf8 where byte < 0x20 || byte >= 0x7F { return nil }
            guard row >= 0, row < size.rows, column >= 0, column < size.columns, maxWidth > 0 else { return 0 }
            let count = min(utf8.count, min(maxWidth, size.columns - column))
            guard count > 0 else { return 0 }
            return Int(ghb_put_ascii(Int32(row), Int32(column), utf8.baseAddress, Int32(count), attributes, pair))
        } ?? nil
    }

    public func showCursor(row: Int, column: Int) {
        let size = self.size
        guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return }
        cursorRequest = (row, column)
    }

    public func hideCursor() {
        cursorRequest = nil
    }

    // MARK: - Cells

    /// Draws one cluster so that ncurses' idea of its width matches `placement.width`.
    ///
    /// ncurses keeps one spacing character plus a few combining ones per cell, measured with
    /// the C library's `wcwidth`. Emoji sequences it cannot hold (ZWJ sequences, VS16, skin
    /// tones, keycaps) are drawn as their first character, padded with spaces to the width
    /// `DisplayWidth` promised, so the columns to the right stay where the layout put them.
    private func drawCluster(_ placement: SurfaceLayout.Placement, row: Int, attributes: attr_t, pair: Int16) {
        // The usual cluster, one scalar as wide to the C library as to the layout: drawn as itself.
        let unicodeScalars = placement.character.unicodeScalars
        if let first = unicodeScalars.first, unicodeScalars.index(after: unicodeScalars.startIndex) == unicodeScalars.endIndex {
            let base = wchar_t(bitPattern: first.value)
            if Int(ghb_wcwidth(base)) == placement.width {
                _ = ghb_put_char(Int32(row), Int32(placement.column), base, attributes, pair)
                return
            }
        }
        let scalars = Array(unicodeScalars)
        let base = wchar_t(bitPattern: scalars[0].value)
        let space = wchar_t(UInt8(ascii: " "))

        // A flag: two regional indicators, each one cell to the C library.
        if scalars.count == 2, scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }),
           placement.width == 2, scalars.allSatisfy({ ghb_wcwidth(wchar_t(bitPattern: $0.value)) == 1 }) {
            putCell([base], row: row, column: placement.column, attributes: attributes, pair: pair)
            putCell([wchar_t(bitPattern: scalars[1].value)], row: row, column: placement.column + 1,
                    attributes: attributes, pair: pair)
            return
        }

        let baseWidth = Int(ghb_wcwidth(base))
        var cell: [wchar_t]
        var drawnWidth: Int
        if baseWidth >= 1 && baseWidth <= placement.width {
            cell = [base]
            drawnWidth = baseWidth
            for scalar in scalars.dropFirst() {
                if scalar.value == 0x200D { break }
                if Self.isPresentationOnly(scalar.value) { continue }
                let value = wchar_t(bitPattern: scalar.value)
                if ghb_wcwidth(value) != 0 { break }
                if cell.count < Int(CCHARW_MAX) - 1 { cell.append(value) }
            }
        } else {
            cell = [replacement]
            drawnWidth = 1
        }
        putCell(cell, row: row, column: placement.column, attributes: attributes, pair: pair)
        var x = placement.column + drawnWidth
        while x < placement.column + placement.width {
            putCell([space], row: row, column: x, attributes: attributes, pair: pair)
            x += 1
        }
    }

    /// Selectors and marks that only change how an emoji looks: dropped, since the base is drawn plainly.
    private static func isPresentationOnly(_ value: UInt32) -> Bool {
        value == 0xFE0E || value == 0xFE0F || value == 0x20E3 || (0xE0020...0xE007F).contains(value)
    }

    private func putCell(_ characters: [wchar_t], row: Int, column: Int, attributes: attr_t, pair: Int16) {
        var terminated = characters
        terminated.append(0)
        // Writing the bottom-right cell reports ERR (the cursor cannot advance); the cell is drawn.
        _ = terminated.withUnsafeBufferPointer { buffer in
            ghb_put_cell(Int32(row), Int32(column), buffer.baseAddress, attributes, pair)
        }
    }

    private func setCursorShown(_ shown: Bool) {
        guard cursorShown != shown else { return }
        cursorShown = shown
        curs_set(shown ? 1 : 0)
    }

    private func liveSize() -> TerminalSize {
        let screen = ghb_stdscr()
        return TerminalSize(rows: max(Int(getmaxy(screen)), 0), columns: max(Int(getmaxx(screen)), 0))
    }

    /// Uses the environment's locale. One that is not UTF-8 (`LANG=C`, Latin-1) gets ASCII:
    /// its terminal would show UTF-8 as mojibake.
    private static func setLocale() -> GlyphSet {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        return codeset == "UTF-8" ? .unicode : .ascii
    }
}
