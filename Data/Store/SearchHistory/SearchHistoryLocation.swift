import Glibc

/// Where the history file lives by default, following the XDG base directory rules.
public enum SearchHistoryLocation {
    /// `$XDG_STATE_HOME/ghbrowse/history`, or `~/.local/state/ghbrowse/history` when
    /// `XDG_STATE_HOME` is unset, empty or relative (the XDG rules ignore relative paths).
    /// Home is `$HOME`, or the user's home directory from the password database without it.
    public static func defaultPath(environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return joined(state, "ghbrowse/history")
        }
        return joined(homeDirectory(environment: environment), ".local/state/ghbrowse/history")
    }

    private static func homeDirectory(environment: [String: String]) -> String {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        return passwordDatabaseHome() ?? "/"
    }

    private static func passwordDatabaseHome() -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16 * 1024)
        return buffer.withUnsafeMutableBufferPointer { storage in
            guard getpwuid_r(getuid(), &entry, storage.baseAddress!, storage.count, &result) == 0,
                  result != nil, let directory = entry.pw_dir else { return nil }
            let home = String(cString: directory)
            return home.hasPrefix("/") ? home : nil
        }
    }

    private static func joined(_ base: String, _ relative: String) -> String {
        var base = base
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return base == "/" ? "/\(relative)" : "\(base)/\(relative)"
    }
}
