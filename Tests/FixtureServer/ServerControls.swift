import Foundation
import Synchronization

/// What a running fixture server can be told to do, at start (`fixture-server --delay-ms`,
/// `--drop-connections`) or at run time through control requests, which are answered by the
/// server itself, never delayed, dropped or recorded:
///
/// - `GET /__control/delay?ms=N`: wait N ms before every answer from now on (0: none).
/// - `GET /__control/drop?on=1` / `?on=0`: read each request, then close the connection without
///   answering (as a dead network does), or stop doing so.
/// - `GET /__control/max-age?s=N`: every answer that GitHub sends with a `max-age` (repositories,
///   READMEs, languages) says `max-age=N` instead (0: stale at once, so it is revalidated);
///   `?s=github` goes back to GitHub's 60 s.
/// - `GET /__control/etag?value=cr`: every 200 carries `ETag: "abc\rX-Evil: 1"` (a CR inside);
///   `?value=huge`: a 100 KB `ETag`; `?value=server`: the server's own tags again. The 304 for a
///   hostile tag never comes: a client must not send such a tag back.
/// - `GET /__control/hold-assets?on=1` / `?on=0`: release assets from the asset host
///   (`GitHubStandIn.startAssetHost(heldBy:)`) come in paced chunks and stop part way until
///   `?on=0` (a download's progress seen on any machine; see `assetPacing`), or at once again.
/// - `GET /__control/requests`: the requests received so far, one `METHOD TARGET` line each.
/// - `GET /__control/reset`: forget the requests received so far.
public final class ServerControls: Sendable {
    private struct Settings {
        var delay: Duration = .zero
        var dropsConnections = false
        var maxAge: Int?
        var hostileETag: String?
        var holdsAssets = false
    }

    /// The hostile `ETag`s `GET /__control/etag` can set.
    public static let hostileETags = ["cr": "\"abc\rX-Evil: 1\"",
                                      "huge": "\"" + String(repeating: "e", count: 100_000) + "\""]

    public static let pathPrefix = "/__control/"

    private let settings = Mutex(Settings())

    public init() {}

    /// Added before every answer that is not a control request's.
    public var delay: Duration {
        get { settings.withLock { $0.delay } }
        set { settings.withLock { $0.delay = newValue } }
    }

    /// Whether every request that is not a control request is answered by closing the connection.
    public var dropsConnections: Bool {
        get { settings.withLock { $0.dropsConnections } }
        set { settings.withLock { $0.dropsConnections = newValue } }
    }

    /// The `max-age` every answer that has one says instead of GitHub's, or nil for GitHub's.
    public var maxAge: Int? {
        get { settings.withLock { $0.maxAge } }
        set { settings.withLock { $0.maxAge = newValue } }
    }

    /// The `ETag` every 200 carries instead of the server's own, or nil.
    public var hostileETag: String? {
        get { settings.withLock { $0.hostileETag } }
        set { settings.withLock { $0.hostileETag = newValue } }
    }

    /// Whether release assets are held part way (`hold-assets`).
    public var holdsAssets: Bool {
        get { settings.withLock { $0.holdsAssets } }
        set { settings.withLock { $0.holdsAssets = newValue } }
    }

    /// How a held asset is sent: eight 64 KiB chunks 150 ms apart (each one a progress report with
    /// a rate, the client reporting at most every 100 ms), then the rest once the hold is lifted.
    public var assetPacing: BodyPacing {
        BodyPacing(chunkSize: 64 << 10, pauseMicroseconds: 150_000, pacedChunks: 8) { [self] in !holdsAssets }
    }

    static func isControlRequest(_ request: ReceivedRequest) -> Bool {
        request.path.hasPrefix(pathPrefix)
    }

    /// Applies the delay and the drop mode to an ordinary answer.
    func applied(to response: FixtureResponse) -> FixtureResponse {
        let settings = self.settings.withLock { $0 }
        if settings.dropsConnections { return FixtureResponse(status: 200, fault: .closeWithoutAnswer) }
        var response = response
        if let tag = settings.hostileETag, response.status == 200 {
            response = response.settingHeader("etag", tag)
        }
        if let maxAge = settings.maxAge,
           let cacheControl = response.headers.first(where: { $0.name.lowercased() == "cache-control" })?.value,
           cacheControl.contains("max-age") {
            response = response.settingHeader("cache-control", Self.cacheControl(cacheControl, maxAge: maxAge))
        }
        return settings.delay > .zero ? response.delayed(by: response.delay + settings.delay) : response
    }

    /// `value` with every `max-age` and `s-maxage` set to `seconds`, its other directives kept.
    static func cacheControl(_ value: String, maxAge seconds: Int) -> String {
        value.split(separator: ",").map { part in
            let directive = part.trimmingCharacters(in: .whitespaces)
            for name in ["max-age", "s-maxage"] where directive.lowercased().hasPrefix(name + "=") {
                return "\(name)=\(seconds)"
            }
            return directive
        }.joined(separator: ", ")
    }

    /// Answers a control request; `server` gives and forgets the request log.
    func respond(to request: ReceivedRequest, server: FixtureServer) -> FixtureResponse {
        switch String(request.path.dropFirst(Self.pathPrefix.count)) {
        case "delay":
            guard let milliseconds = request.query("ms").flatMap(Int.init), milliseconds >= 0 else {
                return Self.text("give ?ms=N with N >= 0\n", status: 400)
            }
            delay = .milliseconds(milliseconds)
            return Self.text("delay \(milliseconds) ms\n")
        case "drop":
            guard let on = request.query("on"), on == "1" || on == "0" else {
                return Self.text("give ?on=1 or ?on=0\n", status: 400)
            }
            dropsConnections = on == "1"
            return Self.text("drop connections \(on == "1" ? "on" : "off")\n")
        case "max-age":
            if request.query("s") == "github" {
                maxAge = nil
                return Self.text("max-age as GitHub sends it\n")
            }
            guard let seconds = request.query("s").flatMap(Int.init), seconds >= 0 else {
                return Self.text("give ?s=N with N >= 0, or ?s=github\n", status: 400)
            }
            maxAge = seconds
            return Self.text("max-age \(seconds) s\n")
        case "etag":
            guard let value = request.query("value"), value == "server" || Self.hostileETags[value] != nil else {
                return Self.text("give ?value=cr, huge or server\n", status: 400)
            }
            hostileETag = Self.hostileETags[value]
            return Self.text("etag \(value)\n")
        case "hold-assets":
            guard let on = request.query("on"), on == "1" || on == "0" else {
                return Self.text("give ?on=1 or ?on=0\n", status: 400)
            }
            holdsAssets = on == "1"
            return Self.text("hold assets \(on == "1" ? "on" : "off")\n")
        case "requests":
            return Self.text(server.receivedRequests.map { "\($0.method) \($0.target)\n" }.joined())
        case "reset":
            server.resetRecords()
            return Self.text("reset\n")
        default:
            return Self.text("unknown control request \(request.path)\n", status: 404)
        }
    }

    private static func text(_ text: String, status: Int = 200) -> FixtureResponse {
        FixtureResponse(status: status, headers: [FixtureHeader(name: "content-type", value: "text/plain; charset=utf-8"),
                                                  FixtureHeader(name: "cache-control", value: "no-store")],
                        body: Array(text.utf8))
    }
}
