#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import TextCells

extension GitHubAPI {
    /// The `Accept` value for a file's raw bytes through the contents endpoint (up to 100 MB;
    /// the JSON envelope stops at 1 MB).
    public static let rawFileMediaType = "application/vnd.github.raw"

    /// `GET /repos/OWNER/REPO/contents/PATH[?ref=REF]` with `Accept: application/vnd.github.raw`:
    /// the file's bytes as they are. Immutable when REF is a full SHA.
    public struct FileContents: GitHubRequest {
        public typealias Response = Data
        public var owner: String
        public var name: String
        /// The file's path in the repository, `/`-separated.
        public var filePath: String
        /// A branch, tag or SHA; nil for the default branch.
        public var ref: String?
        /// The most bytes taken: a longer file stops the transfer there.
        public var maximumBodyBytes: Int?

        public init(owner: String, name: String, filePath: String, ref: String?, maximumBodyBytes: Int? = nil) {
            self.owner = owner
            self.name = name
            self.filePath = filePath
            self.ref = ref
            self.maximumBodyBytes = maximumBodyBytes
        }

        public var path: String {
            get throws(RequestPath.Problem) {
                try RepositoryPath.make(owner: owner, name: name, ["contents"], filePath: filePath)
            }
        }
        public var queryItems: [(name: String, value: String)] { ref.map { [("ref", $0)] } ?? [] }
        public var accept: String { GitHubAPI.rawFileMediaType }
        public var isImmutable: Bool { ref.map(GitObjectName.isFullSHA) ?? false }

        public func decodeResponse(_ body: Data) throws -> Data {
            body
        }
    }
}
