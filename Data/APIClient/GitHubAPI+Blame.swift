#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading
import TextCells

extension GitHubAPI {
    /// `POST /graphql`: a file's blame at a ref (`Commit.blame(path:)`), every range with its
    /// commit's SHA, date, headline and author. The names travel as GraphQL variables, never in
    /// the query's text. Immutable at a full SHA. GitHub's "no" in a 200 (`errors`, or a `null`
    /// where the repository, the commit or the file should be) is thrown as a `GitHubError`, so
    /// it is never stored.
    public struct Blame: GitHubRequest {
        public typealias Response = Entities.Blame
        public var owner: String
        public var name: String
        public var ref: String
        public var filePath: String

        public init(owner: String, name: String, ref: String, filePath: String) {
            self.owner = owner
            self.name = name
            self.ref = ref
            self.filePath = filePath
        }

        /// The query, its names as variables; a ref naming an annotated tag is followed to its commit.
        public static let query = """
            query($owner: String!, $name: String!, $ref: String!, $path: String!) { \
            repository(owner: $owner, name: $name) { object(expression: $ref) { \
            ... on Commit { ...Blamed } ... on Tag { target { ... on Commit { ...Blamed } } } } } } \
            fragment Blamed on Commit { blame(path: $path) { ranges { startingLine endingLine age \
            commit { oid abbreviatedOid committedDate messageHeadline author { name date user { login } } } } } }
            """

        public var path: String { GraphQLEndpoint.path }
        public var queryItems: [(name: String, value: String)] { [] }
        public var method: String { "POST" }
        public var endpoint: APIEndpoint { .graphQL }
        public var isImmutable: Bool { GitObjectName.isFullSHA(ref) }

        public var body: [UInt8]? {
            let variables = [("owner", owner), ("name", name), ("ref", ref), ("path", filePath)]
                .map { "\(JSONString.quoted($0.0)):\(JSONString.quoted($0.1))" }.joined(separator: ",")
            return Array("{\"query\":\(JSONString.quoted(Self.query)),\"variables\":{\(variables)}}".utf8)
        }

        public func decodeResponse(_ body: Data) throws -> Entities.Blame {
            let answer = try BlameAnswer.read(from: body)
            if let blame = answer.blame { return blame }
            if let refusal = answer.errors.refusal { throw refusal }
            let what = TextSanitizer.singleLine(filePath)
            switch answer.missing {
            case .repository: throw GitHubError.notFound(message: "no repository \(owner)/\(name)")
            case .object: throw GitHubError.notFound(message: "no commit, branch or tag named \(TextSanitizer.singleLine(ref))")
            case .notACommit: throw GitHubError.notFound(message: "\(TextSanitizer.singleLine(ref)) names no commit")
            case .blame: throw GitHubError.notFound(message: "\(what) is not a file at \(TextSanitizer.singleLine(ref))")
            case nil: throw GitHubError.undecodable("GitHub's GraphQL answer has neither data nor errors")
            }
        }
    }
}
