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

        public static func decode(_ body: Data) throws -> Entities.Repository {
            try Entities.Repository.read(from: body)
        }
    }

    /// The README's envelope, read by `JSONCursor`.
    public enum Readme: RepositoryResource {
        public static let pathSuffix = "/readme"
        public static let accept = GitHubAPI.jsonMediaType

        public static func decode(_ body: Data) throws -> Entities.Readme {
            try Entities.Readme.read(from: body)
        }
    }

    /// The README's raw bytes.
    public enum RawReadme: RepositoryResource {
        public static let pathSuffix = "/readme"
        public static let accept = GitHubAPI.rawMediaType

        public static func decode(_ body: Data) throws -> Data {
            body
        }
    }

    /// Bytes per language, read by `JSONCursor`.
    public enum Languages: RepositoryResource {
        public static let pathSuffix = "/languages"
        public static let accept = GitHubAPI.jsonMediaType

        public static func decode(_ body: Data) throws -> RepositoryLanguages {
            try RepositoryLanguages.read(from: body)
        }
    }
}
