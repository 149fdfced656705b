/// One action the command palette lists, as the key table says it (the Router reads it there):
/// what it does, its keys as shown, the section it belongs to.
public struct PaletteAction: Equatable, Sendable {
    /// The request's name (`copy-link`): how the palette asks its Router to run it.
    public var request: String
    /// What it does ("copy the repository's link to the clipboard").
    public var help: String
    /// Its keys as the help shows them ("y", "Ctrl-N/j"); nil when no key makes it.
    public var keyLabel: String?
    /// The key table's section ("Detail", "Everywhere").
    public var section: String
    /// True when `config.toml` gave it other keys.
    public var isRemapped: Bool

    public init(request: String, help: String, keyLabel: String?, section: String, isRemapped: Bool = false) {
        self.request = request
        self.help = help
        self.keyLabel = keyLabel
        self.section = section
        self.isRemapped = isRemapped
    }
}
