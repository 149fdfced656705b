/// The settings `config.toml` may change, with their defaults: a plain value the composition
/// root hands on.
public struct AppConfiguration: Equatable, Sendable {
    /// `dark`, `light`, or `auto` (the terminal's background from `COLORFGBG`, else asked with OSC 11, else dark).
    public enum Theme: String, CaseIterable, Equatable, Sendable {
        case dark, light, auto
    }

    /// GitHub's repository-search sorts, as `config.toml` spells them.
    public static let sorts = ["best-match", "stars", "forks", "help-wanted-issues", "updated"]
    public static let orders = ["desc", "asc"]
    /// The response cache's size limit, in MiB, by default and at most.
    public static let defaultCacheSizeMiB = 64
    public static let cacheSizeRange = 1...10_240

    public var theme: Theme = .auto
    /// Mouse reporting (clicks and the wheel); false leaves the mouse to the terminal.
    public var mouse = true
    /// `y` copies links to the clipboard with OSC 52 (when the terminal takes it); false shows them
    /// on the status line instead.
    public var osc52 = true
    /// The sort of a new search: one of `sorts`.
    public var sort = "best-match"
    /// `desc` or `asc` (ignored by best match).
    public var order = "desc"
    public var cacheSizeMiB = AppConfiguration.defaultCacheSizeMiB
    /// The keys of every request that `[keys]` remaps, by section: section → request → keys.
    /// Requests not named keep their default keys.
    public var keys: [String: [String: [KeyName]]] = [:]

    public init() {}

    /// The keys in force for `request` in `section`: the remap, else the catalog's defaults.
    public func keys(for request: String, in section: String, catalog: KeyCatalog) -> [KeyName] {
        keys[section]?[request] ?? catalog.section(named: section)?.defaultKeys(of: request) ?? []
    }
}
