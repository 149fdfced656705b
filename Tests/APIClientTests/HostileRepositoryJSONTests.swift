import APIClient
import Entities
import FixtureServer
import Foundation
import JSONReading
import TestSupport
import XCTest

/// Commits, releases, refs, rate limits, languages and error bodies from a hostile or broken
/// server: numbers out of range saturate where they are counts, members of the wrong kind are
/// nil where the entity allows, and anything else is a `JSONError` that says where; nothing traps.
final class HostileRepositoryJSONTests: XCTestCase {
    private func read<Value: JSONReadable>(_ type: Value.Type, _ json: String) throws -> Value {
        try Value.read(from: Data(json.utf8))
    }

    func testACommitsOddMembersAreEmptyAndItsRequiredOnesSaySo() throws {
        let odd = try read(Commit.self, #"{"sha":"a","html_url":3,"commit":{"message":7,"author":"x","#
            + #""committer":{"name":5,"email":null,"date":"yesterday"}},"author":[],"committer":null,"#
            + #""parents":[{"sha":"p1"},"junk",{"sha":2},null,{"sha":"p2"}],"stats":{"total":"x"},"files":7}"#)
        XCTAssertEqual(odd, Commit(sha: "a", message: "", committer: GitSignature(), parents: ["p1", "p2"]))
        XCTAssertEqual(try read(Commit.self, #"{"sha":"a","commit":{},"parents":{"sha":"p"}}"#).parents, [])
        let cases: [(String, String)] = [
            (#"[{"sha":1,"commit":{}}]"#, "[0].sha: expected a string, found a number"),
            (#"[{"sha":"a"}]"#, "[0].commit: required key is missing"),
            (#"[{"commit":{}}]"#, "[0].sha: required key is missing"),
            (#"[{"sha":"a","commit":"x"}]"#, "[0].commit: expected an object, found a string"),
            (#"[{"sha":"a","sha":"b","commit":{}}]"#, "[0].sha: the member appears twice"),
            (#"{"sha":"a"}"#, "the top level: expected an array, found an object"),
        ]
        for (json, expected) in cases {
            let words = jsonFailure([Commit].self, json)
            XCTAssertTrue(words.hasPrefix(expected), "\(json): \(words)")
        }
    }

    func testACommitsCountsSaturateAndItsFilesMustBeNamed() throws {
        let commit = #""sha":"a","commit":{"message":"m"}"#
        let detail = try read(CommitDetail.self, "{\(commit),\"stats\":{\"additions\":1e30,\"deletions\":-99999999999999999999,"
            + #""total":2.9},"files":[{"filename":"f","status":4,"additions":"many","changes":-1,"patch":[],"#
            + #""previous_filename":"old"}]}"#)
        XCTAssertEqual(detail.stats, CommitStats(additions: Int.max, deletions: Int.min, total: 2))
        XCTAssertEqual(detail.files, [CommitFile(filename: "f", status: "modified", changes: -1, previousFilename: "old")])
        XCTAssertNil(try read(CommitDetail.self, "{\(commit),\"stats\":\"lots\",\"files\":null}").stats)
        XCTAssertEqual(try read(CommitDetail.self, "{\(commit)}").files, [])
        let words = jsonFailure(CommitDetail.self, "{\(commit),\"files\":[{\"filename\":\"a\"},{\"status\":\"added\"}]}")
        XCTAssertEqual(words, "files[1].filename: required key is missing")
        XCTAssertEqual(jsonFailure(CommitDetail.self, "{\(commit),\"files\":\"none\"}"), "files: expected an array, found a string")
    }

    func testReleasesSaturateTheirNumbersAndKeepTheirTag() throws {
        let release = try read(Release.self, #"{"id":1e30,"tag_name":"v1","name":null,"body":5,"draft":"yes","#
            + #""prerelease":true,"created_at":"2020-07-12T07:34:42Z","published_at":"soon","author":"me","#
            + #""assets":[{"name":"a","size":-5,"download_count":99999999999999999999,"content_type":{}}]}"#)
        XCTAssertEqual(release.id, Int.max)
        XCTAssertNil(release.name)
        XCTAssertNil(release.body)
        XCTAssertFalse(release.isDraft)
        XCTAssertTrue(release.isPrerelease)
        XCTAssertEqual(release.createdAt, Date(timeIntervalSince1970: 1_594_539_282))
        XCTAssertNil(release.publishedAt)
        XCTAssertNil(release.authorLogin)
        XCTAssertEqual(release.assets, [ReleaseAsset(name: "a", size: -5, downloadCount: Int.max)])
        XCTAssertEqual(try read(Release.self, #"{"id":"x","tag_name":"v","assets":null}"#), Release(id: 0, tagName: "v"))
        XCTAssertEqual(jsonFailure([Release].self, #"[{"id":1,"name":"no tag"}]"#), "[0].tag_name: required key is missing")
        XCTAssertEqual(jsonFailure(Release.self, #"{"tag_name":7}"#), "tag_name: expected a string, found a number")
        XCTAssertEqual(jsonFailure(Release.self, #"{"tag_name":"v","assets":[{"size":1}]}"#),
                       "assets[0].name: required key is missing")
    }

    func testBranchesAndTagsNeedANameAndNothingElse() throws {
        XCTAssertEqual(try read([Branch].self, #"[{"name":"b","commit":"x","protected":"yes"},{"name":"c","commit":{"sha":1}}]"#),
                       [Branch(name: "b"), Branch(name: "c")])
        XCTAssertEqual(try read(Tag.self, #"{"name":"t","commit":{"sha":"s","url":"u"},"zipball_url":null}"#),
                       Tag(name: "t", commitSHA: "s"))
        XCTAssertEqual(jsonFailure([Tag].self, #"[{"name":null}]"#), "[0].name: expected a string, found null")
        XCTAssertEqual(jsonFailure([Branch].self, #"[{"commit":{"sha":"s"}}]"#), "[0].name: required key is missing")
    }

    func testRateLimitsAndLanguagesSaturateButMustBeNumbers() throws {
        let limits = try read(RateLimitResources.self, #"{"resources":{"core":{"limit":5e3,"remaining":-1,"#
            + #""reset":1e300,"used":"x"},"search":{"limit":30,"remaining":30,"reset":0}}}"#)
        XCTAssertEqual(limits.resources["core"], .init(limit: 5000, remaining: -1, reset: Int.max))
        XCTAssertEqual(limits.resources.count, 2)
        XCTAssertEqual(jsonFailure(RateLimitResources.self, #"{"resources":{"core":{"limit":"5000","remaining":1,"reset":0}}}"#),
                       "resources.core.limit: expected a number, found a string")
        XCTAssertEqual(jsonFailure(RateLimitResources.self, #"{"resources":{"core":{"limit":1,"reset":0}}}"#),
                       "resources.core.remaining: required key is missing")
        XCTAssertEqual(jsonFailure(RateLimitResources.self, #"{"rate":{}}"#), "resources: required key is missing")

        let languages = try read(RepositoryLanguages.self, #"{"Swift":1e30,"C":-3,"Go":2.9}"#)
        XCTAssertEqual(languages.languages.map(\.name), ["Swift", "Go", "C"])
        XCTAssertEqual(languages.languages.map(\.bytes), [Int.max, 2, -3])
        XCTAssertEqual(jsonFailure(RepositoryLanguages.self, #"{"Swift":"many"}"#), "Swift: expected a number, found a string")
        XCTAssertEqual(jsonFailure(RepositoryLanguages.self, #"{"Swift":1,}"#), "the top level: expected a member name in quotes")
        XCTAssertEqual(jsonFailure(RepositoryLanguages.self, #"{"Swift" 1}"#), "Swift: expected `:` after the member name")
        XCTAssertEqual(jsonFailure(RepositoryLanguages.self, #"{"Swift":1 "C":2}"#), "Swift: expected `,` or `}`")
        XCTAssertEqual(jsonFailure(RepositoryLanguages.self, #"["Swift"]"#), "the top level: expected an object, found an array")
    }

    func testAnOddErrorBodyStillSaysWhatItCan() {
        func error(_ status: Int, _ body: String) -> GitHubError {
            GitHubErrorMapper.error(for: HTTPResponse(status: status, headers: HTTPHeaders(), body: Data(body.utf8)))
        }
        XCTAssertEqual(error(422, #"{"message":5,"errors":["plain",7,{"field":"name","code":"missing"},{"message":""},null]}"#),
                       .invalidQuery(message: "Validation Failed", details: ["plain", "name missing"]))
        XCTAssertEqual(error(422, #"{"message":"Bad","errors":"none"}"#), .invalidQuery(message: "Bad", details: []))
        XCTAssertEqual(error(404, "<html>Not here</html>"), .notFound(message: "Not Found"))
        XCTAssertEqual(error(401, #"{"message":"Bad credentials""#), .unauthorized(message: "Requires authentication"))
    }

    /// Property: every recording cut short anywhere is a `JSONError`, and with bytes changed at
    /// random reads or fails with one; never a trap.
    func testCutShortOrCorruptedRecordingsFailCleanly() throws {
        let github = try XCTUnwrap(FixtureStore.locateDirectory(), "no fixtures")
        let directory = URL(fileURLWithPath: github).deletingLastPathComponent().appendingPathComponent("github-repo")
        let readers: [(String, (Data) throws -> Void)] = [
            ("commits-pygithub-pygithub", { _ = try [Commit].read(from: $0) }),
            ("commit-with-patch-pygithub-pygithub", { _ = try CommitDetail.read(from: $0) }),
            ("releases-pygithub-pygithub", { _ = try [Release].read(from: $0) }),
            ("release-with-assets-rickrickston123-repotest", { _ = try Release.read(from: $0) }),
            ("branches-sigmavirus24-github3.py", { _ = try [Branch].read(from: $0) }),
            ("tags-pygithub-pygithub", { _ = try [Tag].read(from: $0) }),
        ]
        var random = SeededRandom(seed: 0x5EED)
        let noise: [UInt8] = Array(#"{}[]",:\0-e.9nt"#.utf8) + [0x00, 0xFF, 0xC3, 0x0A]
        for (name, read) in readers {
            let bytes = try Array(Data(contentsOf: directory.appendingPathComponent("\(name).json")))
            let whole = bytes.count - (bytes.last == 0x0A ? 1 : 0)
            for cut in stride(from: 0, to: whole, by: max(1, whole / 97)) {
                XCTAssertThrowsError(try read(Data(bytes[..<cut])), "\(name) cut at \(cut)") { error in
                    XCTAssertTrue(error is JSONError, "\(name) cut at \(cut): \(error)")
                }
            }
            for _ in 0..<200 {
                var changed = bytes
                for _ in 0..<3 {
                    changed[Int(random.next() % UInt64(changed.count))] = noise[Int(random.next() % UInt64(noise.count))]
                }
                do {
                    try read(Data(changed))
                } catch {
                    XCTAssertTrue(error is JSONError, "\(name): \(error)")
                }
            }
        }
    }
}
