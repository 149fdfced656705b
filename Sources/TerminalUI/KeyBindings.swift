/// The one table of keys: it drives dispatch (`request(for:)`) and the `?` help screen.
public struct KeyBindings: Sendable {
    /// Keys that make one request, with how the help screen shows them.
    public struct Binding: Sendable {
        public var keys: [KeyPress]
        public var request: KeyRequest
        /// How the keys are shown, e.g. "↑/k".
        public var keyLabel: String
        /// What the request does, e.g. "move up".
        public var help: String

        public init(keys: [KeyPress], request: KeyRequest, keyLabel: String, help: String) {
            self.keys = keys
            self.request = request
            self.keyLabel = keyLabel
            self.help = help
        }
    }

    /// All bindings, in help-screen order.
    public let bindings: [Binding]
    private let lookup: [KeyPress: KeyRequest]

    /// Builds a table; when a key appears twice, the first binding wins.
    public init(_ bindings: [Binding]) {
        self.bindings = bindings
        var lookup: [KeyPress: KeyRequest] = [:]
        for binding in bindings {
            for key in binding.keys where lookup[key] == nil {
                lookup[key] = binding.request
            }
        }
        self.lookup = lookup
    }

    /// The request a key makes, if any.
    public func request(for key: KeyPress) -> KeyRequest? {
        lookup[key]
    }

    /// ghbrowse's keys.
    public static let standard = KeyBindings([
        Binding(keys: [.up, .character("k")], request: .moveUp, keyLabel: "↑/k", help: "move up"),
        Binding(keys: [.down, .character("j")], request: .moveDown, keyLabel: "↓/j", help: "move down"),
        Binding(keys: [.pageUp], request: .pageUp, keyLabel: "PgUp", help: "page up"),
        Binding(keys: [.pageDown], request: .pageDown, keyLabel: "PgDn", help: "page down"),
        Binding(keys: [.home, .character("g")], request: .moveToTop, keyLabel: "Home/g", help: "go to the top"),
        Binding(keys: [.end, .character("G")], request: .moveToBottom, keyLabel: "End/G", help: "go to the bottom"),
        Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "open the selected repository"),
        Binding(keys: [.escape, .character("q"), .left, .backspace], request: .back,
                keyLabel: "Esc/q/←/Backspace", help: "go back (quit from the list)"),
        Binding(keys: [.character("/")], request: .focusSearch, keyLabel: "/", help: "edit the search query"),
        Binding(keys: [.character("s")], request: .cycleSort, keyLabel: "s",
                help: "next sort: stars, forks, help-wanted, updated (list)"),
        Binding(keys: [.character("S")], request: .flipOrder, keyLabel: "S", help: "descending ↔ ascending (list)"),
        Binding(keys: [.character("u")], request: .showOwnerRepositories, keyLabel: "u",
                help: "the owner's repositories (detail)"),
        Binding(keys: [.character("t")], request: .chooseTopic, keyLabel: "t",
                help: "repositories with a topic (detail)"),
        Binding(keys: [.character("L")], request: .showLanguageRepositories, keyLabel: "L",
                help: "this search in its language (detail)"),
        Binding(keys: [.character("o")], request: .openInBrowser, keyLabel: "o", help: "open in the browser"),
        Binding(keys: [.character("?")], request: .help, keyLabel: "?", help: "show these keys"),
        Binding(keys: [.control("c")], request: .quit, keyLabel: "Ctrl-C", help: "quit"),
    ])

    /// What the query field does with keys (the text field handles them, not this table);
    /// listed on the help screen.
    public static let queryFieldKeys: [(label: String, help: String)] = [
        ("Enter", "search"),
        ("↑/↓", "earlier/later searches"),
        ("←/→ Home/End", "move the cursor"),
        ("Ctrl-U / Ctrl-W", "clear the field / delete a word"),
        ("Esc/Tab", "leave the field"),
    ]
}
