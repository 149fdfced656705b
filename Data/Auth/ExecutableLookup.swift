#if canImport(Glibc)
import Glibc
#endif

/// Finds a program the way a shell does, in the `PATH` of the environment the resolver was
/// given (not necessarily this process's).
enum ExecutableLookup {
    /// `name` itself when it holds a `/` and is an executable file; else the first executable
    /// regular file `DIR/name` for each directory of `path` (an empty entry is the current
    /// directory); else nil.
    static func find(_ name: String, path: String?) -> String? {
        if name.contains("/") { return isExecutableFile(name) ? name : nil }
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + name
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }
}
