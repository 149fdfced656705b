// fixture-server [--port N] [--host 127.0.0.1] [--fixtures DIR] [--log FILE]
//
// Serves the GitHub stand-in (see `GitHubStandIn`) until SIGTERM or SIGINT. Prints
// `listening on PORT` once ready; with --log, appends one `GET /path?query` line per request.
import FixtureServer
import Glibc

/// The command line, parsed by hand (this tool has no other dependencies).
struct Options {
    var port: UInt16 = 0
    var host = "127.0.0.1"
    var fixtures: String?
    var log: String?

    struct Problem: Error {
        var message: String
    }

    static func parse(_ arguments: [String]) -> Result<Options, Problem> {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" {
                return .failure(Problem(
                    message: "usage: fixture-server [--port N] [--host 127.0.0.1] [--fixtures DIR] [--log FILE]"))
            }
            guard let value = rest.popFirst() else {
                return .failure(Problem(message: "\(argument) needs a value"))
            }
            switch argument {
            case "--port":
                guard let port = UInt16(value) else {
                    return .failure(Problem(message: "--port: not a port number: \(value)"))
                }
                options.port = port
            case "--host": options.host = value
            case "--fixtures": options.fixtures = value
            case "--log": options.log = value
            default: return .failure(Problem(message: "unknown option \(argument)"))
            }
        }
        return .success(options)
    }
}

/// Appends one line per request to a file, written at once so tests can count requests.
final class RequestLog: Sendable {
    private let descriptor: Int32

    init?(path: String) {
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
    }

    func record(_ request: ReceivedRequest) {
        // One write per line on an O_APPEND file: lines from concurrent connections never interleave.
        let line = Array("\(request.method) \(request.target)\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}

func fail(_ message: String) -> Never {
    let line = "fixture-server: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let problem): fail(problem.message)
}

let store: FixtureStore
if let directory = options.fixtures {
    store = FixtureStore(directory: directory)
} else {
    do { store = try FixtureStore.located() } catch { fail("\(error)") }
}
let standIn: GitHubStandIn
do { standIn = try GitHubStandIn(store: store) } catch { fail("\(error)") }

var log: RequestLog?
if let path = options.log {
    guard let opened = RequestLog(path: path) else { fail("cannot open log file \(path)") }
    log = opened
}
let requestLog = log
let route = standIn.handler
let server = FixtureServer(host: options.host, port: options.port) { request in
    requestLog?.record(request)
    return route(request)
}

// Blocked before any thread starts, so every thread inherits the mask and sigwait below gets them.
var signals = sigset_t()
sigemptyset(&signals)
sigaddset(&signals, SIGTERM)
sigaddset(&signals, SIGINT)
pthread_sigmask(SIG_BLOCK, &signals, nil)

let port: UInt16
do { port = try server.start() } catch { fail("\(error)") }
print("listening on \(port)")
fflush(nil)

var received: Int32 = 0
sigwait(&signals, &received)
server.stop()
exit(0)
