#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// Turns a `GitHubError` into the sentence a person reads, on screen or on stderr.
public enum ErrorSentence {
    /// - Parameters:
    ///   - now: the current time, for "resets in 42 s".
    ///   - hasToken: whether a token is configured (no token: suggest one on rate limits and 401s).
    public static func describe(_ error: GitHubError, now: Date, hasToken: Bool) -> String {
        switch error {
        case .invalidQuery(let message, let details):
            let detail = details.isEmpty ? "" : ": " + details.joined(separator: "; ")
            return "GitHub rejected the query: \(message)\(detail)"
        case .unauthorized(let message):
            let hint = hasToken ? "check GH_TOKEN / GITHUB_TOKEN" : "set GH_TOKEN to a valid token"
            return "bad credentials (\(message)); \(hint)"
        case .rateLimited(let limit):
            let which = limit.resource.map { "\($0) " } ?? ""
            var sentence = "\(which)rate limit reached"
            if let reset = limit.resetAt {
                sentence += "; resets in \(DateText.shortWait(DateText.wholeSeconds(reset.timeIntervalSince(now), rounding: .up)))"
            }
            if !hasToken { sentence += " (for a higher limit: gh auth login, or set GH_TOKEN)" }
            return sentence
        case .secondaryRateLimit(let retryAfter, _):
            if let retryAfter {
                return "GitHub's secondary rate limit was hit; wait \(DateText.shortWait(retryAfter)) before searching again"
            }
            return "GitHub's secondary rate limit was hit; wait a few minutes before searching again"
        case .notFound(let message):
            return "not found (\(message))"
        case .serverError(let status, let message, let retryAfter):
            let sentence = "GitHub had a server error (\(status)\(message.map { ": \($0)" } ?? ""))"
            guard let retryAfter else { return sentence + "; try again shortly" }
            return sentence + "; it asks to wait " + longWait(retryAfter)
        case .unexpectedStatus(let status, let message):
            return "GitHub answered \(status)\(message.map { ": \($0)" } ?? "")"
        case .undecodable(let detail):
            return "GitHub's answer could not be read (\(detail))"
        case .transport(let failure):
            return describe(failure)
        case .unsafePath(let problem):
            return "not requested: a name with \(problem) cannot be asked for safely"
        }
    }

    /// A wait GitHub asked for: "2 min"; a day or more (what an absurd `retry-after` is held to)
    /// reads as "a day (it asked for longer)" rather than "1440 min".
    static func longWait(_ seconds: Int) -> String {
        seconds >= 86_400 ? "a day (it asked for longer)" : DateText.shortWait(seconds)
    }

    /// Network failures in plain words.
    public static func describe(_ failure: TransportFailure) -> String {
        switch failure {
        case .cannotResolveHost(let host):
            return "network unreachable: cannot resolve \(host.isEmpty ? "the host" : host)"
        case .connectionRefused:
            return "network unreachable: connection refused"
        case .timedOut:
            return "network timeout: GitHub did not answer in time"
        case .cutOff:
            return "the connection dropped before the answer was complete"
        case .closedBeforeAnswer:
            return "GitHub closed the connection before answering"
        case .tlsFailure(let detail):
            return "secure connection failed: \(detail)"
        case .cancelled:
            return "cancelled"
        case .tooManyRedirects:
            return "too many redirects"
        case .bodyTooLarge(let limit):
            return "the answer is larger than " + (limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) bytes")
                + "; stopped there"
        case .other(let detail):
            return "network error: \(detail)"
        }
    }
}
