#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import TextCells

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO/readme`: the README's envelope (name, path, html_url, base64 content).
    public struct Readme: RepositoryScopedRequest {
        public typealias Response = Entities.Readme
        public var owner: String
        public var name: String

        public init(owner: String, name: String) {
            self.owner = owner
            self.name = name
        }

        public static let pathSuffix = "/readme"

        /// Read by `ReadmeEnvelopeReader`, or by `decoder` when that is not sure.
        public func decodeResponse(_ body: Data, decoder: JSONDecoder) throws -> Entities.Readme {
            if let readme = ReadmeEnvelopeReader.readme(body) { return readme }
            return try decoder.decode(Entities.Readme.self, from: body)
        }
    }

    /// `GET /repos/OWNER/REPO/readme` with `Accept: application/vnd.github.raw+json`: the README's
    /// bytes as they are. Used when the envelope carries no content (a file over 1 MB).
    public struct RawReadme: RepositoryScopedRequest {
        public typealias Response = Data
        public var owner: String
        public var name: String

        public init(owner: String, name: String) {
            self.owner = owner
            self.name = name
        }

        public static let pathSuffix = "/readme"
        public var accept: String { GitHubAPI.rawMediaType }

        public func decodeResponse(_ body: Data, decoder: JSONDecoder) throws -> Data {
            body
        }
    }

    /// `GET /repos/OWNER/REPO/languages`: bytes per language, in the order GitHub lists them.
    public struct Languages: RepositoryScopedRequest {
        public typealias Response = RepositoryLanguages
        public var owner: String
        public var name: String

        public init(owner: String, name: String) {
            self.owner = owner
            self.name = name
        }

        public static let pathSuffix = "/languages"

        public func decodeResponse(_ body: Data, decoder: JSONDecoder) throws -> RepositoryLanguages {
            let bytes = try decoder.decode([String: Int].self, from: body)
            return LanguagesDecoding.ordered(bytes, keyOrder: JSONObjectKeys.topLevelKeys(in: body))
        }
    }
}

/// A request about one repository: `GET /repos/OWNER/REPO` plus a suffix, each part
/// percent-encoded, with no query items.
public protocol RepositoryScopedRequest: GitHubRequest {
    var owner: String { get }
    var name: String { get }
    /// What follows `/repos/OWNER/REPO` (empty for the repository itself).
    static var pathSuffix: String { get }
}

extension RepositoryScopedRequest {
    public var path: String {
        "/repos/\(PercentEncoding.encodePathSegment(owner))/\(PercentEncoding.encodePathSegment(name))\(Self.pathSuffix)"
    }

    public var queryItems: [(name: String, value: String)] { [] }
}

/// Why `RepositoryLanguages` can be decoded without its body's key order.
extension RepositoryLanguages: Decodable {
    /// Decodes GitHub's object; without the raw body the object's order is unknown, so the
    /// languages come largest first (GitHub's usual order), ties by name.
    public init(from decoder: any Decoder) throws {
        let bytes = try [String: Int](from: decoder)
        self = LanguagesDecoding.ordered(bytes, keyOrder: nil)
    }
}

/// Builds `RepositoryLanguages` from the decoded object and, when known, its keys' order.
enum LanguagesDecoding {
    static func ordered(_ bytes: [String: Int], keyOrder: [String]?) -> RepositoryLanguages {
        var seen = Set<String>()
        var languages: [LanguageBytes] = []
        for key in keyOrder ?? [] where !seen.contains(key) {
            guard let count = bytes[key] else { continue }
            seen.insert(key)
            languages.append(LanguageBytes(name: key, bytes: count))
        }
        // Whatever the key scan missed (it never should) follows, largest first.
        let rest = bytes.filter { !seen.contains($0.key) }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        languages += rest.map { LanguageBytes(name: $0.key, bytes: $0.value) }
        return RepositoryLanguages(languages)
    }
}
