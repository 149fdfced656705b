import CJQ
import Glibc
import Synchronization

/// libjq, opened with `dlopen` the first time a `--jq` expression is compiled, never before: a
/// launch, a search or a `--json` without `--jq` loads neither libjq nor its libonig (start-up
/// time and memory, Benchmarks/README.md). The functions are looked up by name and called
/// through typed pointers; CJQ gives the types only and links nothing.
final class JQLibrary: Sendable {
    /// The shared library's name (Debian's libjq1 package; `libjq-dev` only for the headers).
    static let fileName = "libjq.so.1"
    /// The package that holds it, named in the sentence when it is missing.
    static let packageName = "libjq1"

    typealias Initialize = @convention(c) () -> OpaquePointer?
    typealias Teardown = @convention(c) (UnsafeMutablePointer<OpaquePointer?>?) -> Void
    typealias MessageCallback = @convention(c) (UnsafeMutableRawPointer?, jv) -> Void
    typealias SetErrorCallback = @convention(c) (OpaquePointer?, MessageCallback?, UnsafeMutableRawPointer?) -> Void
    typealias Compile = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
    typealias Start = @convention(c) (OpaquePointer?, jv, Int32) -> Void
    typealias Next = @convention(c) (OpaquePointer?) -> jv
    typealias Parse = @convention(c) (UnsafePointer<CChar>?) -> jv
    typealias Transform = @convention(c) (jv) -> jv
    typealias Free = @convention(c) (jv) -> Void
    typealias Kind = @convention(c) (jv) -> jv_kind
    typealias Test = @convention(c) (jv) -> Int32
    typealias Dump = @convention(c) (jv, Int32) -> jv
    typealias StringValue = @convention(c) (jv) -> UnsafePointer<CChar>?

    let initialize: Initialize
    let teardown: Teardown
    let setErrorCallback: SetErrorCallback
    let compile: Compile
    let start: Start
    let next: Next
    let parse: Parse
    let copy: Transform
    let free: Free
    let kind: Kind
    let invalidHasMessage: Test
    let invalidMessage: Transform
    /// `jv_dump_string`: a value as JSON text (flags 0: on one line, as `jq -c`); consumes the value.
    let dump: Dump
    let stringValue: StringValue

    /// Why libjq cannot be used: a sentence for standard error.
    struct Unavailable: Error, Equatable, Sendable {
        var message: String
    }

    private static let shared = Mutex<Result<JQLibrary, Unavailable>?>(nil)

    /// The library, opened on the first call (about a millisecond: libjq and libonig); the same answer after.
    static func load() -> Result<JQLibrary, Unavailable> {
        shared.withLock { loaded in
            if let loaded { return loaded }
            let result = open(fileName)
            loaded = result
            return result
        }
    }

    /// Whether this process has opened libjq (tests).
    static var isLoaded: Bool {
        shared.withLock { loaded in
            if case .success = loaded { return true }
            return false
        }
    }

    /// Opens `name` with the dynamic loader's own search (not remembered: `load()` is the shared one).
    static func open(_ name: String) -> Result<JQLibrary, Unavailable> {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? name
            return .failure(Unavailable(message: "--jq needs libjq (\(fileName), from the \(packageName) package), "
                                        + "which could not be loaded: \(reason)"))
        }
        do {
            return .success(try JQLibrary(handle: handle))
        } catch {
            dlclose(handle)
            return .failure(error)
        }
    }

    private init(handle: UnsafeMutableRawPointer) throws(Unavailable) {
        func symbol<Function>(_ name: String, as type: Function.Type) throws(Unavailable) -> Function {
            guard let address = dlsym(handle, name) else {
                throw Unavailable(message: "--jq needs libjq (\(JQLibrary.fileName), from the \(JQLibrary.packageName) "
                                  + "package), and the one loaded lacks \(name)")
            }
            return unsafeBitCast(address, to: type)
        }
        initialize = try symbol("jq_init", as: Initialize.self)
        teardown = try symbol("jq_teardown", as: Teardown.self)
        setErrorCallback = try symbol("jq_set_error_cb", as: SetErrorCallback.self)
        compile = try symbol("jq_compile", as: Compile.self)
        start = try symbol("jq_start", as: Start.self)
        next = try symbol("jq_next", as: Next.self)
        parse = try symbol("jv_parse", as: Parse.self)
        copy = try symbol("jv_copy", as: Transform.self)
        free = try symbol("jv_free", as: Free.self)
        kind = try symbol("jv_get_kind", as: Kind.self)
        invalidHasMessage = try symbol("jv_invalid_has_msg", as: Test.self)
        invalidMessage = try symbol("jv_invalid_get_msg", as: Transform.self)
        dump = try symbol("jv_dump_string", as: Dump.self)
        stringValue = try symbol("jv_string_value", as: StringValue.self)
    }
}
