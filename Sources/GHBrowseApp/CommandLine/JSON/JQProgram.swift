import CJQ

/// A jq expression compiled by libjq, run over the JSON a command prints (`--jq`). What it
/// prints follows `gh --jq`: a string result as its raw text, `null` as an empty line, any
/// other result as JSON on one line. libjq is opened (`JQLibrary`) by the first compile.
final class JQProgram {
    /// One result: a string's raw text, or any other value as JSON on one line.
    enum Result: Equatable {
        case text(String)
        case json(String)
    }

    /// libjq's own words for what went wrong (a syntax error, an error raised while running), or
    /// why libjq could not be loaded.
    struct Failure: Error, Equatable {
        var message: String
    }

    private let library: JQLibrary
    private var state: OpaquePointer?
    private let messages: MessageBox

    /// Compiles `expression` with libjq (opened now if it is not yet), or says why it does not compile.
    static func compile(_ expression: String) -> Swift.Result<JQProgram, Failure> {
        compile(expression, library: JQLibrary.load())
    }

    /// Compiles `expression` with `library`, or says why it cannot (no library, or jq's words).
    static func compile(_ expression: String, library loading: Swift.Result<JQLibrary, JQLibrary.Unavailable>)
        -> Swift.Result<JQProgram, Failure> {
        let library: JQLibrary
        switch loading {
        case .success(let loaded): library = loaded
        case .failure(let unavailable): return .failure(Failure(message: unavailable.message))
        }
        let program = JQProgram(library: library)
        guard program.state != nil else { return .failure(Failure(message: "jq: error: libjq could not start")) }
        guard library.compile(program.state, expression) != 0 else {
            let message = program.messages.lines.joined(separator: "\n")
            return .failure(Failure(message: message.isEmpty ? "jq: error: the expression does not compile" : message))
        }
        return .success(program)
    }

    private init(library: JQLibrary) {
        self.library = library
        messages = MessageBox(library: library)
        state = library.initialize()
        guard let state else { return }
        library.setErrorCallback(state, { data, message in
            // Always given: the box is passed below and outlives the state.
            guard let data else { return }
            Unmanaged<MessageBox>.fromOpaque(data).takeUnretainedValue().append(message)
        }, Unmanaged.passUnretained(messages).toOpaque())
    }

    deinit {
        if state != nil { library.teardown(&state) }
    }

    /// Runs the program over `json` (one JSON text): each result as a line's text.
    func run(_ json: String) -> Swift.Result<[Result], Failure> {
        let input = library.parse(json)
        guard library.kind(input) != JV_KIND_INVALID else {
            library.free(input)
            return .failure(Failure(message: "jq: error: the input is not JSON"))
        }
        library.start(state, input, 0)
        var results: [Result] = []
        while true {
            let result = library.next(state)
            let kind = library.kind(result)
            if kind == JV_KIND_INVALID {
                guard library.invalidHasMessage(library.copy(result)) != 0 else {
                    library.free(result)
                    return .success(results)
                }
                return .failure(Failure(message: "jq: error: " + library.text(of: library.invalidMessage(result))))
            }
            if kind == JV_KIND_NULL {
                library.free(result)
                results.append(.text(""))
            } else {
                results.append(kind == JV_KIND_STRING ? .text(library.text(of: result)) : .json(library.text(of: result)))
            }
        }
    }

    /// Where libjq's error callback leaves its messages.
    private final class MessageBox {
        private let library: JQLibrary
        private(set) var lines: [String] = []

        init(library: JQLibrary) {
            self.library = library
        }

        func append(_ message: jv) {
            lines.append(library.text(of: message))
        }
    }
}

private extension JQLibrary {
    /// A string's text, or any other value as JSON on one line (consumes `value`).
    func text(of value: jv) -> String {
        let string = kind(value) == JV_KIND_STRING ? value : dump(value, 0)
        defer { free(string) }
        return stringValue(string).map { String(cString: $0) } ?? ""
    }
}
