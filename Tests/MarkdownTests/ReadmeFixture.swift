import Foundation

/// A README from `../shared/fixtures/readme`, decoded from the readme endpoint's envelope.
struct ReadmeFixture: Decodable {
    let name: String
    let htmlURL: String
    let content: String

    enum CodingKeys: String, CodingKey {
        case name
        case htmlURL = "html_url"
        case content
    }

    /// The README's bytes (`content` is base64 in lines).
    var bytes: [UInt8] {
        let joined = content.split(whereSeparator: \.isNewline).joined()
        return [UInt8](Data(base64Encoded: String(joined)) ?? Data())
    }

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/fixtures/readme")

    static let names = [
        "readme-junegunn-fzf", "readme-burntsushi-ripgrep", "readme-sindresorhus-awesome",
        "readme-fatedier-frp", "readme-kennethreitz-legit",
    ]

    static func load(_ name: String) throws -> ReadmeFixture {
        let data = try Data(contentsOf: directory.appendingPathComponent(name + ".json"))
        return try JSONDecoder().decode(ReadmeFixture.self, from: data)
    }
}
