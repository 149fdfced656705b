#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// Turns a GitHub answer that is not a success into a typed `GitHubError`.
public enum GitHubErrorMapper {
    /// The error for a non-2xx `response`; `decoder` reads GitHub's error body.
    public static func error(for response: HTTPResponse, decoder: JSONDecoder) -> GitHubError {
        let body = try? decoder.decode(GitHubErrorBody.self, from: response.body)
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

/// GitHub's error body: `{"message": …, "errors": [{"resource", "field", "code", "message"}]}`.
struct GitHubErrorBody: Decodable {
    var message: String?
    var errors: [Detail]?

    /// One entry of `errors`: usually an object, occasionally a bare string.
    struct Detail: Decodable {
        var message: String?
        var field: String?
        var code: String?

        /// Its `message`, or else `field code` (e.g. `color invalid`).
        var text: String? {
            if let message, !message.isEmpty { return message }
            let parts = [field, code].compactMap { $0 }.filter { !$0.isEmpty }
            return parts.isEmpty ? nil : parts.joined(separator: " ")
        }

        enum CodingKeys: String, CodingKey {
            case message, field, code
        }

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                message = text
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try? container.decodeIfPresent(String.self, forKey: .message)
            field = try? container.decodeIfPresent(String.self, forKey: .field)
            code = try? container.decodeIfPresent(String.self, forKey: .code)
        }
    }
}
