/// The stack of screens. Only the top screen draws and gets keys; the screens underneath
/// stay alive with their state. Popping the root calls `onEmpty`, which quits the app.
///
/// The stack owns the screens' lifecycle (see `Screen`): it tells the top screen it appears
/// or was resized before drawing it.
@MainActor
public final class NavigationStack {
    /// Smallest surface a screen is drawn on; below it a "terminal too small" line is shown.
    public static let minimumSize = TerminalSize(rows: 4, columns: 16)

    private struct Entry {
        let screen: Screen
        /// The size the screen was last told about; nil until it appeared.
        var size: TerminalSize?
    }

    private var entries: [Entry] = []
    private let bindings: KeyBindings
    private let helpContext: KeyContext
    private var stackChanged = true

    /// Called once the last screen is gone (root popped, or quit).
    public var onEmpty: (() -> Void)?

    /// `bindings` is the app's key table; the help screen pushed on `.help` shows it and uses
    /// the keys of `helpContext`.
    public init(bindings: KeyBindings, helpContext: KeyContext) {
        self.bindings = bindings
        self.helpContext = helpContext
    }

    /// True when something changed since the last `draw(on:)`: the stack itself (push, pop,
    /// resize) or what the top screen shows.
    public var needsRedraw: Bool {
        get { stackChanged || top?.needsRedraw == true }
        set { stackChanged = newValue }
    }

    /// The screen that draws and gets keys.
    public var top: Screen? { entries.last?.screen }
    /// Number of screens on the stack.
    public var count: Int { entries.count }

    /// Shows `screen` on top of the current one.
    public func push(_ screen: Screen) {
        entries.append(Entry(screen: screen))
        stackChanged = true
    }

    /// Removes the top screen; removing the root calls `onEmpty`. Does nothing when empty.
    public func pop() {
        guard !entries.isEmpty else { return }
        entries.removeLast()
        stackChanged = true
        if entries.isEmpty { onEmpty?() }
    }

    /// Removes every screen and calls `onEmpty`.
    public func quit() {
        entries.removeAll()
        stackChanged = true
        onEmpty?()
    }

    /// Routes a key: resize only asks for a redraw; the global quit key (Ctrl-C) always quits;
    /// otherwise the top screen gets it first, then the stack acts on back, quit and help as
    /// the top screen's key context says.
    public func handle(key: KeyPress) {
        if key == .resize {
            stackChanged = true
            return
        }
        // Quitting must not depend on a screen getting it right.
        if bindings.globalRequest(for: key) == .quit {
            quit()
            return
        }
        guard let top else { return }
        if top.handle(key: key) {
            stackChanged = true
            return
        }
        switch bindings.request(for: key, in: top.keyContext) {
        case .back: pop()
        case .quit: quit()
        case .help: push(HelpScreen(bindings: bindings, context: helpContext))
        default: break
        }
    }

    /// Clears `surface`, tells the top screen about its size (appearing or resized), and draws
    /// it; or a "terminal too small" line when the surface is smaller than `minimumSize`.
    public func draw(on surface: DrawingSurface) {
        surface.clear()
        let size = surface.size
        if size.rows < Self.minimumSize.rows || size.columns < Self.minimumSize.columns {
            stackChanged = false
            if size.rows > 0 && size.columns > 0 {
                surface.put("terminal too small", row: 0, column: 0, maxWidth: size.columns, style: .warning)
            }
            return
        }
        guard let index = entries.indices.last else {
            stackChanged = false
            return
        }
        let screen = entries[index].screen
        switch entries[index].size {
        case nil: screen.didAppear(size: size)
        case let known? where known != size: screen.didResize(size: size)
        default: break
        }
        // The screen may have been popped or replaced by what it was told.
        guard index < entries.count, entries[index].screen === screen else { return draw(on: surface) }
        entries[index].size = size
        stackChanged = false
        screen.needsRedraw = false
        screen.draw(on: surface)
    }
}
