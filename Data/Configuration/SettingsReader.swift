/// Reads the settings of a parsed `config.toml` one by one, keeping each default when its
/// value is wrong and saying why.
struct SettingsReader {
    let path: String
    let lines: TOMLLineIndex
    let catalog: KeyCatalog
    private(set) var configuration = AppConfiguration()
    private(set) var problems: [ConfigurationProblem] = []

    init(path: String, lines: TOMLLineIndex, catalog: KeyCatalog) {
        self.path = path
        self.lines = lines
        self.catalog = catalog
    }

    mutating func read(_ table: TOMLTable) {
        for key in table.keys.sorted(by: { (lines.line(of: [$0]) ?? 0) < (lines.line(of: [$1]) ?? 0) }) {
            guard let value = table[key] else { continue }
            switch key {
            case "theme":
                let names = AppConfiguration.Theme.allCases.map(\.rawValue)
                if let name = choice(value, key: key, among: names, default: configuration.theme.rawValue) {
                    configuration.theme = AppConfiguration.Theme(rawValue: name) ?? .auto
                }
            case "mouse":
                if let flag = value.boolean {
                    configuration.mouse = flag
                } else {
                    report([key], "mouse must be true or false, not \(describe(value)); it stays true")
                }
            case "osc52":
                if let flag = value.boolean {
                    configuration.osc52 = flag
                } else {
                    report([key], "osc52 must be true or false, not \(describe(value)); it stays true")
                }
            case "sort":
                if let sort = choice(value, key: key, among: AppConfiguration.sorts, default: configuration.sort) {
                    configuration.sort = sort
                }
            case "order":
                if let order = choice(value, key: key, among: AppConfiguration.orders, default: configuration.order) {
                    configuration.order = order
                }
            case "cache-size-mb":
                let range = AppConfiguration.cacheSizeRange
                if let size = value.integer, range.contains(size) {
                    configuration.cacheSizeMiB = size
                } else {
                    report([key], "cache-size-mb must be a whole number of MiB from \(range.lowerBound) to "
                           + "\(range.upperBound), not \(describe(value)); it stays \(configuration.cacheSizeMiB)")
                }
            case "keys":
                if let keys = value.table {
                    var remaps = KeyRemapReader(lines: lines, catalog: catalog)
                    remaps.read(keys)
                    for (line, problem) in remaps.problems + remaps.clashProblems {
                        problems.append(ConfigurationProblem(path: path, line: line, problem: problem))
                    }
                    configuration.keys = remaps.remaps
                } else {
                    report([key], "keys must be a table ([keys]), not \(describe(value)); every key keeps its default")
                }
            default:
                report([key], "unknown setting “\(Self.shortened(key))”; ignored (known: theme, mouse, osc52, sort, order, "
                       + "cache-size-mb, [keys])")
            }
        }
    }

    /// `value` when it is a string among `names`; otherwise a problem and nil.
    private mutating func choice(_ value: TOMLValue, key: String, among names: [String],
                                 default current: String) -> String? {
        if let text = value.string, names.contains(text) { return text }
        let listed = names.map { "\"\($0)\"" }
        let expected = listed.dropLast().joined(separator: ", ") + " or " + (listed.last ?? "")
        report([key], "\(key) must be \(expected), not \(describe(value)); it stays \"\(current)\"")
        return nil
    }

    private mutating func report(_ keyPath: [String], _ problem: String) {
        problems.append(ConfigurationProblem(path: path, line: lines.line(of: keyPath), problem: problem))
    }

    /// A value as the sentence shows it: a string quoted (and cut), anything else by its type.
    func describe(_ value: TOMLValue) -> String {
        if let text = value.string { return "\"\(Self.shortened(text))\"" }
        if let number = value.integer { return String(number) }
        if let flag = value.boolean { return String(flag) }
        return value.kindDescription
    }

    static func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
