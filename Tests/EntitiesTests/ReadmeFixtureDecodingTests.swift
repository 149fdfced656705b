import APIClient
import Entities
import Foundation
import XCTest

/// The readme envelopes and the languages map GitHub really sent decode into entities, with the
/// decoding the client uses.
final class ReadmeFixtureDecodingTests: XCTestCase {
    private func readmeFixture(_ name: String) throws -> Data {
        let directory = try XCTUnwrap(FixtureFiles.directory, "no fixtures").deletingLastPathComponent()
        return try Data(contentsOf: directory.appendingPathComponent("readme/\(name).json"))
    }

    private func decodeReadme(_ name: String) throws -> Readme {
        try GitHubAPI.Readme(owner: "o", name: "r").decodeResponse(readmeFixture(name))
    }

    func testEveryRecordedReadmeEnvelopeDecodesWithItsBase64Content() throws {
        let expected: [(fixture: String, file: String, bytes: Int, start: String)] = [
            ("readme-junegunn-fzf", "README.md", 41_829, "<div align=\"center\">"),
            ("readme-burntsushi-ripgrep", "README.md", 21_599, "ripgrep (rg)"),
            ("readme-sindresorhus-awesome", "readme.md", 79_614, "<div align=\"center\">"),
            ("readme-fatedier-frp", "README_zh.md", 7_567, "# frp"),
            ("readme-kennethreitz-legit", "README.rst", 3_387, ".. -*-restructuredtext-*-"),
        ]
        for entry in expected {
            let readme = try decodeReadme(entry.fixture)
            XCTAssertEqual(readme.name, entry.file, entry.fixture)
            XCTAssertEqual(readme.encoding, "base64", entry.fixture)
            XCTAssertEqual(readme.size, entry.bytes, entry.fixture)
            XCTAssertTrue(readme.content.contains("\n"), "GitHub breaks base64 into lines")
            let bytes = try XCTUnwrap(Data(base64Encoded: readme.content, options: .ignoreUnknownCharacters),
                                      entry.fixture)
            XCTAssertEqual(bytes.count, entry.bytes, entry.fixture)
            let text = try XCTUnwrap(String(data: bytes, encoding: .utf8), entry.fixture)
            XCTAssertTrue(text.hasPrefix(entry.start), "\(entry.fixture) starts \(text.prefix(40))")
        }
    }

    func testTheEnvelopeSaysWhereTheFileLivesOnGitHub() throws {
        let readme = try decodeReadme("readme-junegunn-fzf")
        XCTAssertEqual(readme.path, "README.md")
        XCTAssertEqual(readme.htmlURL, "https://github.com/junegunn/fzf/blob/HEAD/README.md")
        XCTAssertEqual(readme.downloadURL, "https://raw.githubusercontent.com/junegunn/fzf/HEAD/README.md")
    }

    func testLanguagesComeLargestFirst() throws {
        let body = try FixtureFiles.body("repository-languages")
        let languages = try GitHubAPI.Languages(owner: "PyGithub", name: "PyGithub").decodeResponse(body)
        XCTAssertEqual(languages.languages, [LanguageBytes(name: "Python", bytes: 127_266),
                                             LanguageBytes(name: "Shell", bytes: 673)])
    }

    func testLanguagesWithEscapedNamesAndSpacingComeLargestFirstTiesByName() throws {
        let body = Data(##" { "Vim Script" : 5 , "C\u002B\u002B":70,"F\"#":1,"Zig":900, "Ada": 5 } "##.utf8)
        let languages = try GitHubAPI.Languages(owner: "o", name: "r").decodeResponse(body)
        XCTAssertEqual(languages.languages.map(\.name), ["Zig", "C++", "Ada", "Vim Script", "F\"#"])
        XCTAssertEqual(languages.languages.map(\.bytes), [900, 70, 5, 5, 1])
    }

    func testNoLanguagesIsAnEmptyList() throws {
        let languages = try GitHubAPI.Languages(owner: "o", name: "r").decodeResponse(Data("{}".utf8))
        XCTAssertEqual(languages.languages, [])
    }

    func testReadWithoutTheRequestLanguagesComeLargestFirst() throws {
        let languages = try RepositoryLanguages.read(from: FixtureFiles.body("repository-languages"))
        XCTAssertEqual(languages.languages.map(\.name), ["Python", "Shell"])
    }

    func testALanguagesBodyThatIsNotAMapIsAnError() {
        XCTAssertThrowsError(try GitHubAPI.Languages(owner: "o", name: "r")
            .decodeResponse(Data(#"{"Swift":"many"}"#.utf8)))
    }
}
