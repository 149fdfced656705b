/// A table of keys in sections, one per `KeyContext`. It is the one source for both dispatch
/// (`request(for:in:)`) and the `?` help screen, so the help always says what keys do.
/// The application supplies the table; this type is only the mechanism.
public struct KeyBindings: Sendable {
    /// Keys that make one request, with how the help screen shows them.
    public struct Binding: Sendable {
        public var keys: [KeyPress]
        public var request: KeyRequest
        /// How the keys are shown, e.g. "↑/k".
        public var keyLabel: String
        /// What the request does, e.g. "move up".
        public var help: String
        /// The word a status line's key hint gives it ("Tab link · o browser"); nil for keys
        /// the hints leave out.
        public var hint: String?
        /// Where the hint goes among its section's hints: a lower rank comes first (and so is kept
        /// longest on a narrow status line); equal ranks keep the table's order.
        public var hintRank: Int
        /// True when `config.toml` gave the request other keys than the table's.
        public var isRemapped: Bool

        /// A binding; `keys` may be empty for an action no key makes (rarely used: the command
        /// palette runs it, and `config.toml` may give it keys).
        public init(keys: [KeyPress], request: KeyRequest, keyLabel: String, help: String, hint: String? = nil,
                    hintRank: Int = 1, isRemapped: Bool = false) {
            self.keys = keys
            self.request = request
            self.keyLabel = keyLabel
            self.help = help
            self.hint = hint
            self.hintRank = hintRank
            self.isRemapped = isRemapped
        }

        /// An action no key makes: reachable from the command palette (and keys `config.toml` gives it).
        public static func keyless(_ request: KeyRequest, help: String) -> Binding {
            Binding(keys: [], request: request, keyLabel: Self.noKeyLabel, help: help)
        }

        /// The label of an action without a key, as the help screen and docs/keys.md show it.
        public static let noKeyLabel = "(palette)"

        /// The first of the key labels ("Esc" of "Esc/q/←/Backspace"), as a hint shows it.
        public var shortKeyLabel: String {
            if keyLabel.hasPrefix("/") { return "/" }
            let first = keyLabel.split(separator: "/", maxSplits: 1).first.map(String.init) ?? keyLabel
            return first.split(separator: " ").first.map(String.init) ?? first
        }
    }

    /// The keys of one context, in help-screen order.
    public struct Section: Sendable {
        public var context: KeyContext
        public var bindings: [Binding]
        /// A context whose keys also work here (after this section's own), so a variant of a
        /// screen lists only what it adds.
        public var base: KeyContext?

        public init(_ context: KeyContext, _ bindings: [Binding]) {
            self.context = context
            self.bindings = bindings
        }

        /// A section that adds `bindings` to (or overrides them in) the keys of `base`.
        public init(_ context: KeyContext, extending base: KeyContext, _ bindings: [Binding]) {
            self.init(context, bindings)
            self.base = base
        }
    }

    /// All sections, in help-screen order.
    public let sections: [Section]
    /// The section whose keys work in every context (after the context's own keys).
    public let global: KeyContext?
    private let lookup: [KeyContext: [KeyPress: KeyRequest]]
    private let bases: [KeyContext: KeyContext]

    /// Builds a table; when a key appears twice in one section, the first binding wins.
    public init(sections: [Section], global: KeyContext? = nil) {
        self.sections = sections
        self.global = global
        // Each context's keys are built in a dictionary of their own and stored once: writing
        // through `lookup[context, default: [:]]` copied the inner dictionary at every key.
        var lookup: [KeyContext: [KeyPress: KeyRequest]] = [:]
        lookup.reserveCapacity(sections.count)
        for section in sections {
            var keys = lookup.removeValue(forKey: section.context) ?? [:]
            keys.reserveCapacity(keys.count + section.bindings.reduce(0) { $0 + $1.keys.count })
            for binding in section.bindings {
                for key in binding.keys where keys[key] == nil {
                    keys[key] = binding.request
                }
            }
            lookup[section.context] = keys
        }
        self.lookup = lookup
        var bases: [KeyContext: KeyContext] = [:]
        for section in sections {
            if let base = section.base { bases[section.context] = base }
        }
        self.bases = bases
    }

    /// The request `key` makes in `context`: the context's own binding, else its base's, else
    /// the global one.
    public func request(for key: KeyPress, in context: KeyContext) -> KeyRequest? {
        if let request = lookup[context]?[key] { return request }
        if let base = bases[context], let request = lookup[base]?[key] { return request }
        return global.flatMap { lookup[$0]?[key] }
    }

    /// The status-line hints of `context` (its own, its base's, then the global ones unless
    /// `withGlobal` is false, as in a text field that types them), in table order:
    /// "Tab link · o browser · ? keys".
    public func hints(in context: KeyContext, withGlobal: Bool = true) -> [String] {
        let chain = [context] + [bases[context], withGlobal ? global : nil].compactMap { $0 }.filter { $0 != context }
        return chain.flatMap { context in
            let bindings = (sections.first { $0.context == context }?.bindings ?? []).enumerated()
                .sorted { ($0.element.hintRank, $0.offset) < ($1.element.hintRank, $1.offset) }.map(\.element)
            return bindings.compactMap { binding in
                binding.hint.map { "\(binding.shortKeyLabel) \($0)" }
            }
        }
    }

    /// The key labels of `request` in `context` ("Esc/q/←/Backspace"), for a sentence that names
    /// the keys; nil when no key makes it there.
    public func keyLabel(of request: KeyRequest, in context: KeyContext) -> String? {
        let own = sections.first { $0.context == context }?.bindings.first { $0.request == request }
        if let own { return own.keyLabel }
        let base = bases[context].flatMap { base in sections.first { $0.context == base } }
        if let found = base?.bindings.first(where: { $0.request == request }) { return found.keyLabel }
        return global.flatMap { global in sections.first { $0.context == global } }?
            .bindings.first { $0.request == request }?.keyLabel
    }

    /// The sections whose keys work in `context`, as `request(for:in:)` looks them up: its own,
    /// its base's, then the global one (the command palette lists their actions).
    public func sectionsInForce(in context: KeyContext) -> [Section] {
        let chain = [context] + [bases[context], global].compactMap { $0 }.filter { $0 != context }
        return chain.compactMap { context in sections.first { $0.context == context } }
    }

    /// The context named `name` in `config.toml` (`results`), if a section has it.
    public func context(named name: String) -> KeyContext? {
        sections.first { $0.context.name == name }?.context
    }

    /// The request `key` makes in the global section only.
    public func globalRequest(for key: KeyPress) -> KeyRequest? {
        global.flatMap { lookup[$0]?[key] }
    }
}
