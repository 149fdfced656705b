import CMalloc
#if canImport(Glibc)
import Glibc
#endif

/// How many malloc arenas ghbrowse uses. glibc gives a thread that allocates while another holds
/// the main arena an arena of its own; ghbrowse decodes pages on a worker thread and keeps the rows
/// on the main one, so each arena kept free space the other could not reuse: 1.5 MiB of the
/// 1,000-results peak (Benchmarks/README.md, "One malloc arena"). ghbrowse has a few threads that
/// rarely allocate at once, so one arena costs no measurable time.
public enum MallocArenas {
    /// The variable through which a person sets the count themselves; it wins when set.
    public static let environmentVariable = "MALLOC_ARENA_MAX"

    /// Limits malloc to one arena unless `environmentVariable` is set (`lookup` reads the
    /// environment). Call it before any thread starts. Returns whether the limit was set.
    @discardableResult
    public static func limitToOne(lookup: (String) -> String? = MallocArenas.processEnvironment) -> Bool {
        guard lookup(environmentVariable) == nil else { return false }
        return mallopt(M_ARENA_MAX, 1) == 1
    }

    /// The running process's environment, read without building a dictionary of all of it.
    public static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
