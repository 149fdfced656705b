import CHighlightAPI
import Glibc
import Synchronization

/// libGHBHighlight (KSyntaxHighlighting over Qt), opened with `dlopen` the first time a file is
/// highlighted, never before: launching ghbrowse and `ghbrowse search` do not load Qt.
///
/// Looked for at `$GHBROWSE_HIGHLIGHT_LIBRARY`, then beside the running executable (where
/// `swift build` puts it), then in `../lib/ghbrowse/` from it (where `scripts/install.sh` puts
/// it), then by the dynamic loader's own search.
public final class HighlightLibrary: Sendable {
    /// The library's file name.
    public static let fileName = "libGHBHighlight.so"

    typealias Create = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int, UnsafePointer<CChar>?)
        -> OpaquePointer?
    typealias Free = @convention(c) (OpaquePointer?) -> Void
    typealias Name = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    typealias Color = @convention(c) (OpaquePointer?) -> UInt32
    typealias Initial = @convention(c) () -> OpaquePointer?
    typealias Line = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<CChar>?, Int,
                                      UnsafeMutablePointer<ghb_span>?, Int, UnsafeMutablePointer<Int>?,
                                      UnsafeMutablePointer<Int32>?) -> OpaquePointer?
    typealias SetBudget = @convention(c) (OpaquePointer?, ghb_budget) -> Void
    typealias Spent = @convention(c) (OpaquePointer?) -> UInt64
    typealias Version = @convention(c) () -> Int32
    typealias Close = @convention(c) () -> Void

    let create: Create
    let free: Free
    let definitionName: Name
    let textColor: Color
    let backgroundColor: Color
    let initialState: Initial
    let freeState: Free
    let highlightLine: Line
    let setBudget: SetBudget
    let spentNanoseconds: Spent
    let close: Close
    /// Where it was loaded from.
    public let path: String

    private static let shared = Mutex<Result<HighlightLibrary, HighlightError>?>(nil)

    /// The library, loaded on the first call (a few milliseconds, Qt included); the same answer after.
    public static func load() -> Result<HighlightLibrary, HighlightError> {
        shared.withLock { loaded in
            if let loaded { return loaded }
            let result = open()
            loaded = result
            return result
        }
    }

    /// Loads the library and KSyntaxHighlighting's definitions and themes (about 40 ms the first
    /// time, Qt included) so the first file shown pays nothing: call it on the highlighting
    /// thread as soon as a file is likely (the files screen opens), while its bytes are fetched.
    @discardableResult
    public static func warmUp() -> Result<HighlightLibrary, HighlightError> {
        load().map { library in
            library.free("warm-up.c".withCString { library.create($0, nil, 0, HighlightTheme.githubDark.rawValue) })
            return library
        }
    }

    /// Call on the thread about to end the process, just before it does: waits for the calls
    /// other threads are making into the library (a warm-up starting Qt, a line) to return, and
    /// makes every later call wait until the process is gone, so Qt's exit-time destructors never
    /// run under a thread still inside Qt (that deadlocks or aborts). Not loaded yet: no later
    /// load will happen. `atexit` cannot do this: statics Qt builds lazily would be destroyed
    /// before any handler registered earlier ran.
    public static func closeForExit() {
        shared.withLock { loaded in
            if case .success(let library)? = loaded { library.close() }
            loaded = .failure(.closed)
        }
    }

    /// Whether the library is loaded in this process (for tests and the start-up check).
    public static var isLoaded: Bool {
        shared.withLock { loaded in
            if case .success = loaded { return true }
            return false
        }
    }

    /// The paths tried, in order.
    static func candidatePaths() -> [String] {
        var paths: [String] = []
        if let variable = getenv("GHBROWSE_HIGHLIGHT_LIBRARY"), variable.pointee != 0 {
            paths.append(String(cString: variable))
        }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let slash = executable.lastIndex(of: "/") {
                let directory = String(executable[..<slash])
                paths.append(directory + "/" + fileName)
                // Installed (scripts/install.sh): PREFIX/bin/ghbrowse and PREFIX/lib/ghbrowse/.
                paths.append(directory + "/../lib/ghbrowse/" + fileName)
            }
        }
        paths.append(fileName)
        return paths
    }

    private static func open() -> Result<HighlightLibrary, HighlightError> {
        var reasons: [String] = []
        for path in candidatePaths() {
            guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
                reasons.append(dlerror().map { String(cString: $0) } ?? path)
                continue
            }
            do {
                return .success(try HighlightLibrary(handle: handle, path: path))
            } catch {
                dlclose(handle)
                return .failure(error)
            }
        }
        return .failure(.libraryMissing(reasons.last ?? fileName))
    }

    private init(handle: UnsafeMutableRawPointer, path: String) throws(HighlightError) {
        func symbol<Function>(_ name: String, as type: Function.Type) throws(HighlightError) -> Function {
            guard let address = dlsym(handle, name) else { throw .symbolMissing(name) }
            return unsafeBitCast(address, to: type)
        }
        let version = try symbol("ghb_highlight_interface_version", as: Version.self)()
        guard version == GHB_HIGHLIGHT_INTERFACE_VERSION else { throw .versionMismatch(Int(version)) }
        create = try symbol("ghb_highlighter_create", as: Create.self)
        free = try symbol("ghb_highlighter_free", as: Free.self)
        definitionName = try symbol("ghb_highlighter_definition_name", as: Name.self)
        textColor = try symbol("ghb_highlighter_text_color", as: Color.self)
        backgroundColor = try symbol("ghb_highlighter_background_color", as: Color.self)
        initialState = try symbol("ghb_state_initial", as: Initial.self)
        freeState = try symbol("ghb_state_free", as: Free.self)
        highlightLine = try symbol("ghb_highlight_line", as: Line.self)
        setBudget = try symbol("ghb_highlighter_set_budget", as: SetBudget.self)
        spentNanoseconds = try symbol("ghb_highlighter_spent_nanoseconds", as: Spent.self)
        close = try symbol("ghb_highlight_close", as: Close.self)
        self.path = path
    }
}
