// fixture-server [--port N] [--host 127.0.0.1] [--fixtures DIR] [--log FILE] [--delay-ms N] [--drop-connections]
//
// Serves the GitHub stand-in (see `GitHubStandIn`) until SIGTERM or SIGINT. Prints
// `listening on PORT` once ready; with --log, appends one `GET /path?query` line per request.
// While it runs, `GET /__control/…` requests change it (see `ServerControls`).
import ArgumentParser
import FixtureServer
import Glibc

/// The command line, parsed by ArgumentParser as `ghbrowse`'s is.
struct FixtureServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fixture-server",
        abstract: "Serve the recorded GitHub API fixtures on a loopback port.",
        discussion: "Control requests while it runs: GET /__control/delay?ms=N, /__control/drop?on=1|0, /__control/max-age?s=N|github, "
            + "/__control/etag?value=cr|huge|server, /__control/requests (the request log), /__control/reset (forget it).")

    @Option(help: "The port to listen on (0: any free port, printed as `listening on PORT`).")
    var port: UInt16 = 0

    @Option(help: "The IPv4 address to listen on.")
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The GitHub fixtures (default: shared/fixtures/github found upwards); "
                               + "READMEs are read from the readme folder beside it.", valueName: "dir"))
    var fixtures: String?

    @Option(help: ArgumentHelp("Append one `METHOD TARGET` line per request to this file.", valueName: "file"))
    var log: String?

    @Option(name: .customLong("delay-ms"), help: "Wait this many milliseconds before every answer.")
    var delayMilliseconds = 0

    @Flag(help: "Read each request, then close the connection without answering.")
    var dropConnections = false

    func validate() throws {
        guard delayMilliseconds >= 0 else { throw ValidationError("--delay-ms must be 0 or more.") }
    }

    func run() throws {
        let store = try fixtures.map(FixtureStore.init(directory:)) ?? FixtureStore.located()
        let standIn = try GitHubStandIn(store: store)
        let route = standIn.handler
        // GitHub's log host, on another port: a job log's redirect goes there, as to another host.
        let logHost = try standIn.startLogHost()
        let requestLog = try log.map(RequestLog.init(path:))
        let server = FixtureServer(host: host, port: port) { request in
            requestLog?.record(request)
            return route(request)
        }
        // The host release assets come from, on a third port: a download's redirect goes there,
        // held part way while this server's `hold-assets` control says so.
        let assetHost = try standIn.startAssetHost(heldBy: server.controls)
        server.controls.delay = .milliseconds(delayMilliseconds)
        server.controls.dropsConnections = dropConnections

        // Blocked before any thread starts, so every thread inherits the mask and sigwait below gets them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_BLOCK, &signals, nil)

        let port = try server.start()
        print("listening on \(port)")
        fflush(nil)
        var received: Int32 = 0
        sigwait(&signals, &received)
        server.stop()
        logHost.stop()
        assetHost.stop()
    }
}

/// Appends one line per request to a file, written at once so tests can count requests.
final class RequestLog: Sendable {
    private let descriptor: Int32

    init(path: String) throws {
        descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ValidationError("cannot open log file \(path)") }
    }

    func record(_ request: ReceivedRequest) {
        // One write per line on an O_APPEND file: lines from concurrent connections never interleave.
        let line = Array("\(request.method) \(request.target)\n".utf8)
        _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}

FixtureServerCommand.main()
