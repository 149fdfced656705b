#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// A response header list with case-insensitive lookup; keeps every header as received.
public struct HTTPHeaders: Equatable, Sendable {
    public struct Field: Equatable, Sendable {
        public var name: String
        public var value: String
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public var fields: [Field]

    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    /// The first value of the header `name`, compared case-insensitively.
    public subscript(name: String) -> String? {
        let wanted = name.lowercased()
        return fields.first { $0.name.lowercased() == wanted }?.value
    }
}

/// A request: method (`GET` unless said), absolute URL, request headers, and a body for the one
/// kind of request that has one (a GraphQL query, `POST`).
public struct HTTPRequest: Equatable, Sendable {
    public var url: String
    public var headers: [HTTPHeaders.Field]
    /// `GET`, or `PUT`/`DELETE` for the few writes ghbrowse makes (starring).
    public var method: String
    /// The largest body taken: a longer one stops the transfer there (`.bodyTooLarge`); nil for
    /// the client's own limit.
    public var maximumBodyBytes: Int?
    /// False: a redirect is answered as it came (its status and `location`), not followed.
    public var followsRedirects: Bool
    /// What a `POST` sends (a GraphQL query as JSON); nil for every other request.
    public var body: [UInt8]?
    /// What reads a 2xx body as it arrives (a client without streaming may ignore it: the answer is
    /// then read from the whole body); nil for most requests.
    public var bodyReader: HTTPBodyReader?

    public init(url: String, headers: [HTTPHeaders.Field] = [], method: String = "GET", maximumBodyBytes: Int? = nil,
                followsRedirects: Bool = true, body: [UInt8]? = nil) {
        self.body = body
        self.url = url
        self.headers = headers
        self.method = method
        self.maximumBodyBytes = maximumBodyBytes
        self.followsRedirects = followsRedirects
    }
}

/// What came back: status, all response headers (of the final response after redirects) and body.
public struct HTTPResponse: Equatable, Sendable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: Data
    /// True when the request went over an already open connection (keep-alive).
    public var reusedConnection: Bool

    public init(status: Int, headers: HTTPHeaders, body: Data, reusedConnection: Bool = false) {
        self.status = status
        self.headers = headers
        self.body = body
        self.reusedConnection = reusedConnection
    }
}

/// Something that performs HTTP GETs. `CurlHTTPClient` is the real one; tests use fakes.
///
/// `send` blocks the calling thread until the response, a failure, or cancellation;
/// callers run it off the UI thread. Safe to call from several threads at once.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest, cancellation: CancellationToken?) -> Result<HTTPResponse, TransportFailure>
}
