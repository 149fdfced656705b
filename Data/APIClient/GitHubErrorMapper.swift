#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// Turns a GitHub answer that is not a success into a typed `GitHubError`.
public enum GitHubErrorMapper {
    /// The error for a non-2xx `response`, with what GitHub's error body says (nothing when it
    /// is not JSON: an HTML page from a proxy).
    public static func error(for response: HTTPResponse) -> GitHubError {
        let body = try? GitHubErrorBody.read(from: response.body)
        let message = body?.message
        let status = response.status
        switch status {
        case 401:
            return .unauthorized(message: message ?? "Requires authentication")
        case 403, 429:
            if let limited = rateLimitError(response: response, message: message) { return limited }
            // 429 is GitHub's "too many requests" (a secondary limit) even when it says nothing more.
            if status == 429 { return .secondaryRateLimit(retryAfter: nil, message: message ?? "Too Many Requests") }
            return .unexpectedStatus(status: status, message: message)
        case 404:
            return .notFound(message: message ?? "Not Found")
        case 422:
            return .invalidQuery(message: message ?? "Validation Failed",
                                 details: (body?.errors ?? []).compactMap(\.text))
        case 500...599:
            return .serverError(status: status, message: message, retryAfter: RateLimitParser.retryAfter(from: response.headers))
        default:
            return .unexpectedStatus(status: status, message: message)
        }
    }

    private static func rateLimitError(response: HTTPResponse, message: String?) -> GitHubError? {
        let rateLimit = RateLimitParser.rateLimit(from: response.headers)
        if rateLimit?.remaining == 0, let rateLimit { return .rateLimited(rateLimit) }
        let retryAfter = RateLimitParser.retryAfter(from: response.headers)
        if retryAfter != nil {
            return .secondaryRateLimit(retryAfter: retryAfter, message: message ?? "")
        }
        let lowered = message?.lowercased() ?? ""
        if lowered.contains("secondary rate limit") || lowered.contains("abuse") {
            return .secondaryRateLimit(retryAfter: nil, message: message ?? "")
        }
        if lowered.contains("rate limit") {
            return .rateLimited(rateLimit ?? RateLimit())
        }
        return nil
    }
}
