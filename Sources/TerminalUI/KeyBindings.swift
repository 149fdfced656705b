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

        public init(keys: [KeyPress], request: KeyRequest, keyLabel: String, help: String) {
            self.keys = keys
            self.request = request
            self.keyLabel = keyLabel
            self.help = help
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
        var lookup: [KeyContext: [KeyPress: KeyRequest]] = [:]
        for section in sections {
            for binding in section.bindings {
                for key in binding.keys where lookup[section.context, default: [:]][key] == nil {
                    lookup[section.context, default: [:]][key] = binding.request
                }
            }
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

    /// The request `key` makes in the global section only.
    public func globalRequest(for key: KeyPress) -> KeyRequest? {
        global.flatMap { lookup[$0]?[key] }
    }
}
