/// Where the response cache lives, following the XDG base directory rules.
public enum CacheLocation {
    /// `$XDG_CACHE_HOME/ghbrowse`, or `$HOME/.cache/ghbrowse` when `XDG_CACHE_HOME` is unset,
    /// empty or relative (the XDG rules ignore relative paths); nil without an absolute `HOME`.
    /// A pure function of `environment`.
    public static func directory(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return joined(cache, "ghbrowse")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return joined(home, ".cache/ghbrowse")
    }

    private static func joined(_ base: String, _ relative: String) -> String {
        var base = base
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return base == "/" ? "/\(relative)" : "\(base)/\(relative)"
    }
}
