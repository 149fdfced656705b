import Glibc
import Synchronization

/// A small real HTTP/1.1 server on the loopback interface, for tests, end-to-end runs and
/// benchmarks: one thread per connection, keep-alive, every request recorded.
///
/// A handler closure decides each answer (`FixtureResponse`, which may carry a fault);
/// `GitHubStandIn` is a ready-made one. Around it the server answers conditional requests
/// (`Revalidation`: an ETag on every 200, 304 on a match) and obeys its `controls` (a delay,
/// dropped connections, the request log), which control requests change while it runs.
public final class FixtureServer: Sendable {
    public typealias Handler = @Sendable (ReceivedRequest) -> FixtureResponse

    private struct State {
        var handler: Handler
        var listener: Int32 = -1
        var acceptThread: pthread_t?
        var port: UInt16 = 0
        var stopped = false
        var requests: [ReceivedRequest] = []
        var acceptedConnections = 0
        var openConnections: Set<Int32> = []
    }

    public let host: String
    /// The delay and drop mode, changeable at any time (also by `/__control/…` requests).
    public let controls = ServerControls()
    private let requestedPort: UInt16
    private let state: Mutex<State>

    /// - Parameters:
    ///   - host: the IPv4 address to listen on.
    ///   - port: 0 for an ephemeral port (see `start()`).
    public init(host: String = "127.0.0.1", port: UInt16 = 0, handler: @escaping Handler) {
        self.host = host
        requestedPort = port
        state = Mutex(State(handler: handler))
    }

    deinit {
        stop()
    }

    /// Replaces the handler for the requests that follow.
    public func setHandler(_ handler: @escaping Handler) {
        state.withLock { $0.handler = handler }
    }

    /// Starts listening and returns the port.
    @discardableResult
    public func start() throws -> UInt16 {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw FixtureError(description: "socket() failed: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requestedPort.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            close(listener)
            throw FixtureError(description: "not an IPv4 address: \(host)")
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 128) == 0 else {
            let code = errno
            close(listener)
            throw FixtureError(description: "cannot listen on \(host):\(requestedPort): errno \(code)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        let port = UInt16(bigEndian: address.sin_port)
        state.withLock {
            $0.listener = listener
            $0.port = port
            $0.stopped = false
        }
        let thread = startThread { [self] in acceptLoop(listener) }
        state.withLock { $0.acceptThread = thread }
        return port
    }

    /// Stops listening and closes every open connection.
    public func stop() {
        let (listener, thread): (Int32, pthread_t?) = state.withLock { state in
            guard !state.stopped, state.listener >= 0 else { return (-1, nil) }
            state.stopped = true
            for connection in state.openConnections { shutdown(connection, Int32(SHUT_RDWR)) }
            defer { state.acceptThread = nil }
            return (state.listener, state.acceptThread)
        }
        guard listener >= 0 else { return }
        // Wakes the blocked accept(); the accept thread closes the socket itself.
        shutdown(listener, Int32(SHUT_RDWR))
        if let thread { pthread_join(thread, nil) }
    }

    public var port: UInt16 { state.withLock { $0.port } }

    /// `http://HOST:PORT`, without a trailing slash.
    public var baseURL: String { "http://\(host):\(port)" }

    /// Every request received so far, in order (control requests aside).
    public var receivedRequests: [ReceivedRequest] { state.withLock { $0.requests } }

    /// How many TCP connections the server has accepted.
    public var acceptedConnectionCount: Int { state.withLock { $0.acceptedConnections } }

    /// Forgets the recorded requests and the connection count.
    public func resetRecords() {
        state.withLock {
            $0.requests = []
            $0.acceptedConnections = 0
        }
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptLoop(_ listener: Int32) {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                if isStopped { break }
                if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM {
                    usleep(10_000)
                    continue
                }
                break
            }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            var yes: Int32 = 1
            setsockopt(connection, Int32(IPPROTO_TCP), 1 /* TCP_NODELAY */, &yes, socklen_t(MemoryLayout<Int32>.size))
            let number: Int? = state.withLock { state in
                guard !state.stopped else { return nil }
                state.acceptedConnections += 1
                state.openConnections.insert(connection)
                return state.acceptedConnections
            }
            guard let number else {
                close(connection)
                break
            }
            if startThread(detached: true, { [self] in serve(connection, number: number) }) == nil {
                closeConnection(connection)
            }
        }
        close(listener)
    }

    private func closeConnection(_ connection: Int32) {
        // Removed under the lock before closing, so `stop()` never shuts down a reused descriptor.
        state.withLock { _ = $0.openConnections.remove(connection) }
        close(connection)
    }

    private func serve(_ connection: Int32, number: Int) {
        let reader = RequestReader(descriptor: connection)
        defer { closeConnection(connection) }
        while let head = reader.nextRequest() {
            let request = ReceivedRequest(method: head.method, target: head.target, headers: head.headers,
                                          connectionNumber: number, body: head.body)
            let response: FixtureResponse
            if ServerControls.isControlRequest(request) {
                response = controls.respond(to: request, server: self)
            } else {
                let handler = state.withLock { state in
                    state.requests.append(request)
                    return state.handler
                }
                response = controls.applied(to: Revalidation.answer(request, with: handler(request)))
            }
            if response.delay > .zero {
                sleep(for: response.delay) { isStopped }
                if isStopped { return }
            }
            let keepOpen = ResponseWriter.write(response, to: connection, headOnly: request.method == "HEAD")
            let clientWantsClose = request.header("connection")?.lowercased() == "close"
                || head.version == "HTTP/1.0"
            if !keepOpen || clientWantsClose { return }
        }
    }
}
