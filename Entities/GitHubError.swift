#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a request never produced an HTTP response.
public enum TransportFailure: Error, Equatable, Sendable {
    case cannotResolveHost(String)
    case connectionRefused
    case timedOut
    /// The connection closed before the whole body arrived.
    case cutOff
    /// The server closed the connection, or reset it, before any answer (curl's "Empty reply from server").
    case closedBeforeAnswer
    case tlsFailure(String)
    case cancelled
    case tooManyRedirects
    /// The body passed the request's limit (`limit` bytes) and the transfer was stopped there.
    case bodyTooLarge(limit: Int)
    case other(String)
}

/// Every way a GitHub request can fail, typed so Presenters can turn each into a sentence.
public enum GitHubError: Error, Equatable, Sendable {
    /// 422: GitHub's `message` and each `errors[].message` (or code/field when there is no message).
    case invalidQuery(message: String, details: [String])
    /// 401: bad or missing credentials.
    case unauthorized(message: String)
    /// 403/429 with `x-ratelimit-remaining: 0`.
    case rateLimited(RateLimit)
    /// 403/429 with `retry-after` (seconds), the secondary ("abuse") limit.
    case secondaryRateLimit(retryAfter: Int?, message: String)
    case notFound(message: String)
    /// 5xx; `retryAfter`: the seconds its `retry-after` asks to wait (nil when it names none).
    case serverError(status: Int, message: String?, retryAfter: Int? = nil)
    /// Any other unexpected status (403 without rate-limit headers, 400, …).
    case unexpectedStatus(status: Int, message: String?)
    /// The body was not what GitHub sends: where decoding failed.
    case undecodable(String)
    case transport(TransportFailure)
    /// Never sent: a name in its path (from GitHub, or typed) would have left `/repos/OWNER/REPO/`
    /// or broken the URL; what was wrong with it ("a “.” or “..” part").
    case unsafePath(String)
}
