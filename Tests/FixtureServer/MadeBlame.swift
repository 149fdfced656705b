import Foundation

/// Blame answers made in the shape GitHub documents for `Commit.blame(path:)` (no recording of
/// one exists in the shared fixtures): see `GraphQLStandIn`.
enum MadeBlame {
    /// The lines of `github3/repos/repo.py` as the contents stand-in serves it.
    static let recordedFileLines = 2_353

    /// Ranges over every line of the recorded file, of 1 to 60 lines each, their commits the 25
    /// recorded commits of github3.py taken in turn (the oldest the oldest in age, 10; the newest 1).
    static func recordedFile(commits body: [UInt8]) throws -> [UInt8] {
        guard let commits = try JSONSerialization.jsonObject(with: Data(body)) as? [[String: Any]], !commits.isEmpty else {
            throw FixtureError(description: "the recorded commits of github3.py are not a list")
        }
        var ranges: [[String: Any]] = []
        var line = 1
        var index = 0
        while line <= recordedFileLines {
            let length = 1 + (index * 37 + 11) % 60
            let last = min(line + length - 1, recordedFileLines)
            let which = (index * 7) % commits.count
            ranges.append(["startingLine": line, "endingLine": last,
                           "age": 1 + which * 9 / max(commits.count - 1, 1),
                           "commit": commitObject(commits[which])])
            line = last + 1
            index += 1
        }
        let answer: [String: Any] = ["data": ["repository": ["object": ["blame": ["ranges": ranges]]]]]
        return Array(try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]))
    }

    /// A recorded REST commit as GraphQL's `Commit` names its members.
    private static func commitObject(_ commit: [String: Any]) -> [String: Any] {
        let sha = commit["sha"] as? String ?? ""
        let detail = commit["commit"] as? [String: Any] ?? [:]
        let author = detail["author"] as? [String: Any] ?? [:]
        let committer = detail["committer"] as? [String: Any] ?? [:]
        let message = detail["message"] as? String ?? ""
        let login = (commit["author"] as? [String: Any])?["login"] as? String
        return ["oid": sha, "abbreviatedOid": String(sha.prefix(7)),
                "committedDate": committer["date"] as? String ?? "",
                "messageHeadline": message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? "",
                "author": ["name": author["name"] as? String ?? "", "date": author["date"] as? String ?? "",
                           "user": login.map { ["login": $0] as Any } ?? NSNull()]]
    }

    /// Ranges built to trap a careless reader: overlapping, reversed, outside the file, at
    /// `Int.max` and below zero, an age of 9999, a SHA that is not one, and escape sequences,
    /// bidi overrides and wide text in every name.
    static let hostile = #"""
        {"data":{"repository":{"object":{"blame":{"ranges":[
        {"startingLine":1,"endingLine":3,"age":-5,"commit":{"oid":"0123456789abcdef0123456789abcdef01234567","abbreviatedOid":"\u001b[31m0123","committedDate":"2020-01-01T00:00:00Z","messageHeadline":"\u001b]52;c;aGk=\u0007evil\u202etxt","author":{"name":"\u001b[2J\u6f22\u5b57\u6f22\u5b57","date":"not a date","user":null}}},
        {"startingLine":2,"endingLine":9223372036854775807,"age":9999,"commit":{"oid":"../../etc","committedDate":null,"messageHeadline":null,"author":null}},
        {"startingLine":50,"endingLine":10,"age":3,"commit":{"oid":"ffffffffffffffffffffffffffffffffffffffff"}},
        {"startingLine":-9223372036854775808,"endingLine":-1,"age":1e400,"commit":{"oid":"eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"}},
        {"startingLine":"7","endingLine":[],"commit":"not an object"},
        {"startingLine":100000,"endingLine":100001,"age":2,"commit":{"oid":"dddddddddddddddddddddddddddddddddddddddd"}}
        ]}}}}}
        """#
}
