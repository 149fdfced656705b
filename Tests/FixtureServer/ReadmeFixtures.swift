import Foundation

/// The recorded READMEs (`shared/fixtures/readme`, beside the GitHub fixtures) and how the
/// readme endpoint answers with them: the JSON envelope, or the raw bytes for
/// `Accept: application/vnd.github.raw+json`.
struct ReadmeFixtures: Sendable {
    /// The repositories with a recorded README, as GitHub spells them, and their fixtures.
    static let recorded: [(fullName: String, fixture: String)] = [
        ("junegunn/fzf", "readme-junegunn-fzf"),
        ("BurntSushi/ripgrep", "readme-burntsushi-ripgrep"),
        ("sindresorhus/awesome", "readme-sindresorhus-awesome"),
        ("fatedier/frp", "readme-fatedier-frp"),
        ("kennethreitz/legit", "readme-kennethreitz-legit"),
    ]

    let store: FixtureStore

    /// The readme folder beside the GitHub fixtures' folder.
    init(besideGitHubFixtures github: FixtureStore) {
        var directory = github.directory
        while directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
        let parent = directory.lastIndex(of: "/").map { String(directory[..<$0]) } ?? "."
        store = FixtureStore(directory: parent + "/readme")
    }

    /// The fixture name for `fullName` (any case), or nil when the repository has no recorded README.
    static func fixtureName(for fullName: String) -> String? {
        recorded.first { $0.fullName.lowercased() == fullName.lowercased() }?.fixture
    }

    /// Whether the client asked for the raw file rather than the JSON envelope.
    static func wantsRaw(_ request: ReceivedRequest) -> Bool {
        request.header("accept")?.lowercased().contains("application/vnd.github.raw") ?? false
    }

    /// The recorded answer, or the raw bytes it carries.
    func response(fixture name: String, raw: Bool) throws -> FixtureResponse {
        let fixture = try store.fixture(named: name)
        let envelope = FixtureResponse(fixture: fixture)
        guard raw else { return envelope }
        let content = try JSONObject(parsing: fixture.body).string("content") ?? ""
        guard let bytes = Data(base64Encoded: content, options: .ignoreUnknownCharacters) else {
            throw FixtureError(description: "\(name): content is not base64")
        }
        return Self.raw([UInt8](bytes), headers: envelope.headers)
    }

    /// An envelope for `text` as `README.md` of `fullName`, the way GitHub builds one.
    static func envelope(_ text: String, fullName: String, headers: [FixtureHeader]) -> FixtureResponse {
        envelope(bytes: Array(text.utf8), fullName: fullName, headers: headers)
    }

    /// An envelope for `bytes` as `README.md` of `fullName`, the way GitHub builds one.
    static func envelope(bytes: [UInt8], fullName: String, headers: [FixtureHeader]) -> FixtureResponse {
        let sha = String(Revalidation.entityTag(of: bytes).filter(\.isHexDigit))
        let encoded = Data(bytes).base64EncodedString()
        var lines: [Substring] = []
        var rest = Substring(encoded)
        while !rest.isEmpty {
            lines.append(rest.prefix(60))
            rest = rest.dropFirst(60)
        }
        let object = JSONObject(fields: [
            "name": "README.md", "path": "README.md", "sha": sha, "size": bytes.count, "type": "file",
            "url": "https://api.github.com/repos/\(fullName)/contents/README.md?ref=HEAD",
            "html_url": "https://github.com/\(fullName)/blob/HEAD/README.md",
            "download_url": "https://raw.githubusercontent.com/\(fullName)/HEAD/README.md",
            "encoding": "base64", "content": lines.joined(separator: "\n") + "\n",
        ])
        return FixtureResponse(status: 200, headers: headers + [FixtureHeader(name: "etag", value: "\"\(sha)\"")],
                               body: object.bytes)
    }

    /// The bytes themselves, as GitHub sends them for the raw media type.
    static func raw(_ bytes: [UInt8], headers: [FixtureHeader]) -> FixtureResponse {
        let kept = headers.filter { !["content-type", "x-github-media-type"].contains($0.name.lowercased()) }
        return FixtureResponse(status: 200,
                               headers: kept + [FixtureHeader(name: "content-type", value: "application/vnd.github.raw"),
                                                FixtureHeader(name: "x-github-media-type", value: "github.v3; param=raw")],
                               body: bytes)
    }
}
