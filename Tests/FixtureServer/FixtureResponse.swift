/// What the fixture server answers to one request, including the faults a real network has.
public struct FixtureResponse: Sendable {
    /// Ways the answer goes wrong on purpose.
    public enum Fault: Equatable, Sendable {
        /// Advertises the full `content-length`, sends about half the body, then closes.
        case cutOffMidBody
        /// Closes the connection without sending anything.
        case closeWithoutAnswer
        /// No `content-length`: the body repeats until the client hangs up (at most 256 MiB).
        case endlessBody
    }

    public var status: Int
    public var reason: String
    /// Headers to send; the server sets `content-length` (and `content-encoding` when gzipped) itself.
    public var headers: [FixtureHeader]
    public var body: [UInt8]
    /// How long to wait before answering.
    public var delay: Duration
    public var fault: Fault?
    /// Sends the body gzip-encoded with `content-encoding: gzip`.
    public var gzipEncoded: Bool
    /// Sends the body slowly and holds it part way (a download seen in progress); nil: all at once.
    public var pacing: BodyPacing?

    public init(status: Int, reason: String? = nil, headers: [FixtureHeader] = [], body: [UInt8] = [],
                delay: Duration = .zero, fault: Fault? = nil, gzipEncoded: Bool = false) {
        self.status = status
        self.reason = reason ?? Self.reasonPhrase(for: status)
        self.headers = headers
        self.body = body
        self.delay = delay
        self.fault = fault
        self.gzipEncoded = gzipEncoded
    }

    /// A recorded exchange, byte for byte, with its recorded status and headers.
    public init(fixture: Fixture) {
        self.init(status: fixture.status, reason: fixture.reason, headers: fixture.headers, body: fixture.body)
    }

    /// A JSON body with `content-type: application/json; charset=utf-8`.
    public static func json(_ text: String, status: Int = 200, headers: [FixtureHeader] = []) -> FixtureResponse {
        FixtureResponse(status: status,
                        headers: [FixtureHeader(name: "content-type", value: "application/json; charset=utf-8")] + headers,
                        body: Array(text.utf8))
    }

    /// A redirect to `location` (absolute or a path on this server).
    public static func redirect(to location: String, status: Int = 302) -> FixtureResponse {
        FixtureResponse(status: status, headers: [FixtureHeader(name: "location", value: location)])
    }

    /// A 200 whose body claims to be JSON but is not.
    public static func garbageJSON() -> FixtureResponse {
        json("{\"total_count\": 12, \"items\": [<html>oops")
    }

    public func delayed(by delay: Duration) -> FixtureResponse {
        var copy = self
        copy.delay = delay
        return copy
    }

    public func withFault(_ fault: Fault) -> FixtureResponse {
        var copy = self
        copy.fault = fault
        return copy
    }

    public func gzipped() -> FixtureResponse {
        var copy = self
        copy.gzipEncoded = true
        return copy
    }

    /// Adds `name: value`, replacing any header of that name (case-insensitively).
    public func settingHeader(_ name: String, _ value: String) -> FixtureResponse {
        var copy = self
        let lowered = name.lowercased()
        copy.headers.removeAll { $0.name.lowercased() == lowered }
        copy.headers.append(FixtureHeader(name: name, value: value))
        return copy
    }

    static func reasonPhrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
