import Foundation

/// The stand-in for `POST /graphql` (and GitHub Enterprise's `/api/graphql`): only the blame
/// query `GitHubAPI.Blame` sends, read from its `variables`. No recording of a blame answer exists
/// in the shared fixtures (their README says so), so these answers are **made** in the shape
/// GitHub documents for `Commit.blame(path:)` (`ranges { startingLine endingLine age commit { … } }`),
/// with `x-ratelimit-resource: graphql` headers:
///
/// - Without an `Authorization` header: 401, as GitHub's GraphQL API answers.
/// - `path` `github3/repos/repo.py` (the recorded file the contents stand-in serves, 2,353 lines),
///   at any ref of any repository: `MadeBlame.recordedFile`, ranges over every line, each commit
///   one of the 25 recorded commits of github3.py (so Enter opens one the commits stand-in serves).
/// - a `path` containing `hostile`: `MadeBlame.hostile`, ranges that overlap, run backwards, lie
///   outside the file or carry absurd numbers, and names full of escape sequences.
/// - a `ref` starting `missing`: `object` null; an owner `missing`: `repository` null with GitHub's
///   `NOT_FOUND` error; a `ref` containing `trigger-graphql-ratelimit`: GitHub's `RATE_LIMITED`
///   error with `x-ratelimit-remaining: 0`.
/// - any other path: `blame` null with a `NOT_FOUND` error for the path.
struct GraphQLStandIn: Sendable {
    /// The file whose blame is made from the recorded commits.
    static let blamedFilePath = "github3/repos/repo.py"

    private let recordedFileAnswer: [UInt8]

    /// `commits`: the recorded `GET /repos/sigmavirus24/github3.py/commits` body.
    init(recordedCommits commits: [UInt8]) throws {
        recordedFileAnswer = try MadeBlame.recordedFile(commits: commits)
    }

    func respond(to request: ReceivedRequest) -> FixtureResponse {
        guard request.method == "POST" else {
            return .json(#"{"message":"Not Found","documentation_url":"https://docs.github.com/graphql"}"#, status: 404)
        }
        guard request.header("authorization") != nil else {
            return .json(#"{"message":"This endpoint requires you to be authenticated.","#
                         + #""documentation_url":"https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql"}"#,
                         status: 401, headers: Self.rateLimitHeaders(remaining: 0))
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any],
              let query = object["query"] as? String, query.contains("blame"),
              let variables = object["variables"] as? [String: Any],
              let owner = variables["owner"] as? String, let ref = variables["ref"] as? String,
              let path = variables["path"] as? String else {
            return .json(#"{"errors":[{"message":"A query attribute must be specified and must be a string."}]}"#,
                         headers: Self.rateLimitHeaders(remaining: 4_999))
        }
        if ref.contains("trigger-graphql-ratelimit") {
            return .json(#"{"errors":[{"type":"RATE_LIMITED","message":"API rate limit exceeded for user ID 1."}]}"#,
                         headers: Self.rateLimitHeaders(remaining: 0))
        }
        let answer: String
        if owner == "missing" {
            answer = #"{"data":{"repository":null},"errors":[{"type":"NOT_FOUND","path":["repository"],"#
                + #""locations":[{"line":1,"column":84}],"message":"Could not resolve to a Repository with the name '\#(owner)/x'."}]}"#
        } else if ref.hasPrefix("missing") {
            answer = #"{"data":{"repository":{"object":null}}}"#
        } else if path == Self.blamedFilePath {
            return FixtureResponse(status: 200, headers: Self.jsonHeaders + Self.rateLimitHeaders(remaining: 4_998),
                                   body: recordedFileAnswer)
        } else if path.contains("hostile") {
            answer = MadeBlame.hostile
        } else {
            answer = #"{"data":{"repository":{"object":{"blame":null}}},"errors":[{"type":"NOT_FOUND","#
                + #""path":["repository","object","blame"],"locations":[{"line":1,"column":160}],"#
                + #""message":"Could not resolve file for path '\#(path.filter { $0 != "\"" && $0 != "\\" })'."}]}"#
        }
        return FixtureResponse(status: 200, headers: Self.jsonHeaders + Self.rateLimitHeaders(remaining: 4_998),
                               body: Array(answer.utf8))
    }

    private static let jsonHeaders = [FixtureHeader(name: "content-type", value: "application/json; charset=utf-8")]

    /// GraphQL's budget, as GitHub names it.
    static func rateLimitHeaders(remaining: Int) -> [FixtureHeader] {
        let reset = Int(Date().timeIntervalSince1970) + 3_600
        return [FixtureHeader(name: "x-ratelimit-limit", value: "5000"),
                FixtureHeader(name: "x-ratelimit-remaining", value: String(remaining)),
                FixtureHeader(name: "x-ratelimit-reset", value: String(reset)),
                FixtureHeader(name: "x-ratelimit-used", value: String(5_000 - remaining)),
                FixtureHeader(name: "x-ratelimit-resource", value: "graphql")]
    }
}
