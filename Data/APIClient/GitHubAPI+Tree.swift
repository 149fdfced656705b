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
    }
}
