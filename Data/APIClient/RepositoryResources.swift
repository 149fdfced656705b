#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO`
    public typealias Repository = RepositoryRequest<RepositoryResources.Repository>
    /// `GET /repos/OWNER/REPO/readme`: the README's envelope (name, path, html_url, base64 content).
    public typealias Readme = RepositoryRequest<RepositoryResources.Readme>
    /// `GET /repos/OWNER/REPO/readme` with `Accept: application/vnd.github.raw+json`: the README's
    /// bytes as they are. Used when the envelope carries no content (a file over 1 MB).
    public typealias RawReadme = RepositoryRequest<RepositoryResources.RawReadme>
    /// `GET /repos/OWNER/REPO/languages`: bytes per language, largest first.
    public typealias Languages = RepositoryRequest<RepositoryResources.Languages>
}

/// The resources `RepositoryRequest` asks for.
public enum RepositoryResources {
    /// The repository, read by `JSONCursor`.
    public enum Repository: RepositoryResource {
        public static let pathSuffix = ""
        public static let accept = GitHubAPI.jsonMediaType

        public static func decode(_ body: Data, decoder: JSONDecoder) throws -> Entities.Repository {
            try Entities.Repository.read(from: body)
        }
    }

    /// The README's envelope, read by `JSONCursor`.
    public enum Readme: RepositoryResource {
        public static let pathSuffix = "/readme"
        public static let accept = GitHubAPI.jsonMediaType

        public static func decode(_ body: Data, decoder: JSONDecoder) throws -> Entities.Readme {
            try Entities.Readme.read(from: body)
        }
    }

    /// The README's raw bytes.
    public enum RawReadme: RepositoryResource {
        public static let pathSuffix = "/readme"
        public static let accept = GitHubAPI.rawMediaType

        public static func decode(_ body: Data, decoder: JSONDecoder) throws -> Data {
            body
        }
    }

    /// Bytes per language.
    public enum Languages: RepositoryResource {
        public static let pathSuffix = "/languages"
        public static let accept = GitHubAPI.jsonMediaType

        public static func decode(_ body: Data, decoder: JSONDecoder) throws -> RepositoryLanguages {
            try decoder.decode(RepositoryLanguages.self, from: body)
        }
    }
}

/// GitHub's languages object as a list, largest first, ties by name: every screen and the
/// command line show shares sorted by size, so the object's own order is not kept.
extension RepositoryLanguages: Decodable {
    public init(from decoder: any Decoder) throws {
        let bytes = try [String: Int](from: decoder)
        self.init(bytes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { LanguageBytes(name: $0.key, bytes: $0.value) })
    }
}
