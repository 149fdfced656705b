/// What the key tables offer for remapping, given by whoever owns them (the screens' modules):
/// for each section (`"results"`, `"detail"`, …) its request names (`"move-down"`) with their
/// default keys. `config.toml`'s `[keys]` is checked against it.
public struct KeyCatalog: Equatable, Sendable {
    /// One section: its name and, in order, each request with its default keys.
    public struct Section: Equatable, Sendable {
        public var name: String
        public var requests: [(name: String, keys: [KeyName])]

        public init(name: String, requests: [(name: String, keys: [KeyName])]) {
            self.name = name
            self.requests = requests
        }

        public func defaultKeys(of request: String) -> [KeyName]? {
            requests.first { $0.name == request }?.keys
        }

        public static func == (left: Section, right: Section) -> Bool {
            left.name == right.name && left.requests.map(\.name) == right.requests.map(\.name)
                && left.requests.map(\.keys) == right.requests.map(\.keys)
        }
    }

    public var sections: [Section]

    public init(sections: [Section]) {
        self.sections = sections
    }

    public static let empty = KeyCatalog(sections: [])

    public func section(named name: String) -> Section? {
        sections.first { $0.name == name }
    }

    /// The sections that have `request`.
    public func sections(having request: String) -> [Section] {
        sections.filter { $0.defaultKeys(of: request) != nil }
    }
}
