#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import TextCells

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO/git/trees/REF[?recursive=1]`: every entry below the tree with
    /// `recursive`, else its own entries. REF is a branch, a tag or a SHA (a directory's SHA for
    /// one directory of a truncated tree). Immutable when REF is a full SHA.
    public struct Tree: GitHubRequest {
        public typealias Response = GitTree
        public var owner: String
        public var name: String
        public var ref: String
        public var recursive: Bool

        public init(owner: String, name: String, ref: String, recursive: Bool) {
            self.owner = owner
            self.name = name
            self.ref = ref
            self.recursive = recursive
        }

        public var path: String {
            get throws(RequestPath.Problem) { try RepositoryPath.make(owner: owner, name: name, ["git", "trees", ref]) }
        }
        public var queryItems: [(name: String, value: String)] { recursive ? [("recursive", "1")] : [] }
        public var isImmutable: Bool { GitObjectName.isFullSHA(ref) }

        /// The entries are read as they arrive (`GitTreeBodyScanner`).
        public func makeBodyReader() -> (any HTTPBodyReading)? { GitTreeBodyScanner() }

        public func decodeResponse(_ body: Data, read reader: (any HTTPBodyReading)?) throws -> GitTree {
            try GitTree.read(from: body, scanned: reader as? GitTreeBodyScanner)
        }
    }
}
