/// The stack of screens. Only the top screen draws and gets keys; the screens underneath
/// stay alive with their state. Popping the root calls `onEmpty`, which quits the app.
///
/// The stack owns the screens' lifecycle (see `Screen`): a push, a pop and a resize tell the
/// screen that is then on top that it appears or has a new size; drawing only draws.
@MainActor
public final class NavigationStack {
    /// Smallest surface a screen is drawn on; below it a "terminal too small" line is shown.
    public static let minimumSize = TerminalSize(rows: 4, columns: 16)

    private struct Entry {
        let screen: Screen
        /// Where the screen is, as its header's breadcrumb shows it (`github › junegunn/fzf`).
        let trail: [String]
        /// The size the screen was last told about; nil until it appeared.
        var size: TerminalSize?
    }

    private var entries: [Entry] = []
    private let bindings: KeyBindings
    private let helpContext: KeyContext
    private let helpFindContext: KeyContext?
    private var stackChanged = true
    /// The terminal's size, once the run loop has said it.
    private var size: TerminalSize?

    /// Called once the last screen is gone (root popped, or quit).
    public var onEmpty: (() -> Void)?
    /// Called when a key asks for the command palette (`:`, Ctrl-P) over a screen whose keys are
    /// `context`'s; the composition root shows the palette's module.
    public var onCommandPalette: ((KeyContext) -> Void)?

    /// `bindings` is the app's key table; the help screen pushed on `.help` shows it and uses
    /// the keys of `helpContext`, and those of `helpFindContext` in its find field (`/`).
    public init(bindings: KeyBindings, helpContext: KeyContext, helpFindContext: KeyContext? = nil) {
        self.bindings = bindings
        self.helpContext = helpContext
        self.helpFindContext = helpFindContext
    }

    /// True when something changed since the last `draw(on:)`: the stack itself (push, pop,
    /// resize) or what the top screen shows.
    public var needsRedraw: Bool {
        get { stackChanged || top?.needsRedraw == true }
        set { stackChanged = newValue }
    }

    /// The screen that draws and gets keys.
    public var top: Screen? { entries.last?.screen }
    /// The top screen's breadcrumb trail (empty when none was given).
    public var topTrail: [String] { entries.last?.trail ?? [] }
    /// Number of screens on the stack.
    public var count: Int { entries.count }

    /// Shows `screen` on top of the current one; `trail` is where it is, for its breadcrumb.
    public func push(_ screen: Screen, trail: [String] = []) {
        entries.append(Entry(screen: screen, trail: trail))
        stackChanged = true
        deliverLifecycle()
    }

    /// Removes the top screen; removing the root calls `onEmpty`. Does nothing when empty.
    public func pop() {
        guard !entries.isEmpty else { return }
        entries.removeLast()
        stackChanged = true
        if entries.isEmpty { onEmpty?() } else { deliverLifecycle() }
    }

    /// Removes every screen and calls `onEmpty`.
    public func quit() {
        entries.removeAll()
        stackChanged = true
        onEmpty?()
    }

    /// The terminal is now `size` (at start, and after every resize): the top screen hears of it.
    public func resize(to size: TerminalSize) {
        self.size = size
        stackChanged = true
        deliverLifecycle()
    }

    /// Routes a key: the global quit key (Ctrl-C) always quits; otherwise the top screen gets it
    /// first, then the stack acts on back, quit and help as the top screen's key context says.
    /// A resize is the run loop's (`resize(to:)`), which knows the new size.
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
        if let request = bindings.request(for: key, in: top.keyContext) { act(on: request, over: top) }
    }

    /// What the stack itself does for `request` when the top screen left it: back, quit, the
    /// help, the command palette.
    private func act(on request: KeyRequest, over top: Screen) {
        switch request {
        case .back: pop()
        case .quit: quit()
        case .help:
            push(HelpScreen(bindings: bindings, context: helpContext, openingSection: top.keyContext,
                            findContext: helpFindContext), trail: topTrail)
        case .commandPalette: onCommandPalette?(top.keyContext)
        default: break
        }
    }

    /// Tells the top screen it appears, or has a new size, when it has not heard of the current
    /// size yet and the terminal is big enough to draw it. A screen may push or pop in answer,
    /// so this repeats until the top screen is up to date.
    private func deliverLifecycle() {
        guard let size, size.rows >= Self.minimumSize.rows, size.columns >= Self.minimumSize.columns else { return }
        while let index = entries.indices.last, entries[index].size != size {
            let screen = entries[index].screen
            let known = entries[index].size
            entries[index].size = size
            if known == nil { screen.didAppear(size: size) } else { screen.didResize(size: size) }
        }
    }

    /// Clears `surface` and draws the top screen on it; or a "terminal too small" line when the
    /// surface is smaller than `minimumSize`. Drawing only draws: no screen hears of anything here.
    public func draw(on surface: DrawingSurface) {
        surface.clear()
        let size = surface.size
        stackChanged = false
        if size.rows < Self.minimumSize.rows || size.columns < Self.minimumSize.columns {
            if size.rows > 0 && size.columns > 0 {
                surface.put("terminal too small", row: 0, column: 0, maxWidth: size.columns, style: .warning)
            }
            return
        }
        guard let screen = top else { return }
        screen.needsRedraw = false
        screen.draw(on: surface)
    }
}

extension NavigationStack: ScreenActionPerforming {
    public func perform(_ request: KeyRequest, key: KeyPress?) {
        if let key {
            handle(key: key)
            return
        }
        guard let top else { return }
        if top.perform(request) {
            stackChanged = true
            return
        }
        act(on: request, over: top)
    }
}
