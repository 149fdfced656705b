import CJQ

/// A jq expression compiled by libjq, run over the JSON a command prints (`--jq`). What it
/// prints follows `gh --jq`: a string result as its raw text, `null` as an empty line, any
/// other result as JSON on one line.
final class JQProgram {
    /// One result: a string's raw text, or any other value as JSON on one line.
    enum Result: Equatable {
        case text(String)
        case json(String)
    }

    /// libjq's own words for what went wrong (a syntax error, an error raised while running).
    struct Failure: Error, Equatable {
        var message: String
    }

    private var state: OpaquePointer?
    private let messages = MessageBox()

    /// Compiles `expression`, or says why it does not compile.
    static func compile(_ expression: String) -> Swift.Result<JQProgram, Failure> {
        let program = JQProgram()
        guard program.state != nil else { return .failure(Failure(message: "jq: error: libjq could not start")) }
        guard jq_compile(program.state, expression) != 0 else {
            let message = program.messages.lines.joined(separator: "\n")
            return .failure(Failure(message: message.isEmpty ? "jq: error: the expression does not compile" : message))
        }
        return .success(program)
    }

    private init() {
        state = jq_init()
        guard let state else { return }
        jq_set_error_cb(state, { data, message in
            guard let data else { jv_free(message); return }
            Unmanaged<MessageBox>.fromOpaque(data).takeUnretainedValue().append(message)
        }, Unmanaged.passUnretained(messages).toOpaque())
    }

    deinit {
        if state != nil { jq_teardown(&state) }
    }

    /// Runs the program over `json` (one JSON text): each result as a line's text.
    func run(_ json: String) -> Swift.Result<[Result], Failure> {
        let input = jv_parse(json)
        guard ghb_jv_kind(input) != ghb_jv_kind_invalid() else {
            jv_free(input)
            return .failure(Failure(message: "jq: error: the input is not JSON"))
        }
        jq_start(state, input, 0)
        var results: [Result] = []
        while true {
            let result = jq_next(state)
            let kind = ghb_jv_kind(result)
            if kind == ghb_jv_kind_invalid() {
                guard jv_invalid_has_msg(jv_copy(result)) != 0 else {
                    jv_free(result)
                    return .success(results)
                }
                return .failure(Failure(message: "jq: error: " + Self.text(of: jv_invalid_get_msg(result))))
            }
            if kind == ghb_jv_kind_null() {
                jv_free(result)
                results.append(.text(""))
            } else {
                results.append(kind == ghb_jv_kind_string() ? .text(Self.text(of: result)) : .json(Self.text(of: result)))
            }
        }
    }

    /// A string's text, or any other value as JSON on one line (consumes `value`).
    private static func text(of value: jv) -> String {
        let string = ghb_jv_kind(value) == ghb_jv_kind_string() ? value : ghb_jv_dump_compact(value)
        defer { jv_free(string) }
        return String(cString: jv_string_value(string))
    }

    /// Where libjq's error callback leaves its messages.
    private final class MessageBox {
        private(set) var lines: [String] = []

        func append(_ message: jv) {
            lines.append(JQProgram.text(of: message))
        }
    }
}
