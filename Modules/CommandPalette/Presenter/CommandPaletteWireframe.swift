import Routes

/// Where the palette leads: a recent repository's detail in its place (`replaceTop`), or an
/// action run on the screen underneath, as its key would run it, once the palette is closed.
@MainActor
public protocol CommandPaletteWireframe: RouteWireframe {
    /// Closes the palette and runs the action whose request is named `request`.
    func runAction(named request: String)
}
