/// The stack of screens. Only the top screen draws and gets keys; the screens underneath
/// stay alive with their state. Popping the root calls `onEmpty`, which quits the app.
@MainActor
public final class NavigationStack {
    /// Smallest surface a screen is drawn on; below it a "terminal too small" line is shown.
    public static let minimumSize = TerminalSize(rows: 4, columns: 16)

    private var screens: [Screen] = []
    private let bindings: KeyBindings

    /// Called once the last screen is gone (root popped, or Ctrl-C).
    public var onEmpty: (() -> Void)?
    /// True when something changed since the last `draw(on:)`. Set it when a screen's data
    /// changes outside a key press (a network answer, for example).
    public var needsRedraw = true

    public init(bindings: KeyBindings = .standard) {
        self.bindings = bindings
    }

    /// The screen that draws and gets keys.
    public var top: Screen? { screens.last }
    /// Number of screens on the stack.
    public var count: Int { screens.count }

    /// Shows `screen` on top of the current one.
    public func push(_ screen: Screen) {
        screens.append(screen)
        needsRedraw = true
    }

    /// Removes the top screen; removing the root calls `onEmpty`. Does nothing when empty.
    public func pop() {
        guard !screens.isEmpty else { return }
        screens.removeLast()
        needsRedraw = true
        if screens.isEmpty { onEmpty?() }
    }

    /// Removes every screen and calls `onEmpty`.
    public func quit() {
        screens.removeAll()
        needsRedraw = true
        onEmpty?()
    }

    /// Routes a key: resize only asks for a redraw; Ctrl-C always quits; otherwise the top
    /// screen gets it first, then the stack acts on back, quit and help.
    public func handle(key: KeyPress) {
        if key == .resize {
            needsRedraw = true
            return
        }
        // Quitting must not depend on a screen getting it right.
        if key == .control("c") {
            quit()
            return
        }
        guard let top else { return }
        if top.handle(key: key) {
            needsRedraw = true
            return
        }
        let request = bindings.request(for: key)
        if top is HelpScreen, request == .back || request == .help || request == .open || request == .quit {
            pop()
            return
        }
        switch request {
        case .back: pop()
        case .quit: quit()
        case .help: push(HelpScreen(bindings: bindings))
        default: break
        }
    }

    /// Clears `surface` and draws the top screen, or a "terminal too small" line when the
    /// surface is smaller than `minimumSize`.
    public func draw(on surface: DrawingSurface) {
        surface.clear()
        needsRedraw = false
        let size = surface.size
        if size.rows < Self.minimumSize.rows || size.columns < Self.minimumSize.columns {
            if size.rows > 0 && size.columns > 0 {
                surface.put("terminal too small", row: 0, column: 0, maxWidth: size.columns, style: .warning)
            }
            return
        }
        top?.draw(on: surface)
    }
}
