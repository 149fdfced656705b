#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How GitHub's JSON becomes entities: one decoder configuration shared by the client and the tests.
public enum GitHubDecoding {
    /// A decoder for GitHub responses: ISO 8601 dates (`2014-01-27T17:39:32Z`).
    /// Entities spell out their snake_case keys, so no key strategy is needed.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// A person-readable account of where and why decoding failed, e.g.
    /// `items[3].owner.login: expected String, found null`.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(location(context.codingPath)): expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "\(location(context.codingPath)): missing \(type) value: \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(location(context.codingPath + [key])): required key is missing"
        case .dataCorrupted(let context):
            return "\(location(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    /// `items[3].owner.login`, or `the top level` for an empty path.
    public static func location(_ codingPath: [any CodingKey]) -> String {
        guard !codingPath.isEmpty else { return "the top level" }
        var text = ""
        for key in codingPath {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }
}
