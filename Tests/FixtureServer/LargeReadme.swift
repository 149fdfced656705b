import APIClient
import Foundation

/// The table-heavy README the benchmarks lay out (`Benchmarks/readme.sh`, `Benchmarks/floors.sh`):
/// the recorded fzf README followed by generated tables of links until it is `bytes` long, cut
/// there. `bench/large-readme` serves 250,000 bytes of it, `bench/large-readme-2x` 500,000.
public enum LargeReadme {
    /// The repositories that have it, with their README's length.
    public static let repositories: [(fullName: String, bytes: Int)] = [
        ("bench/large-readme", 250_000), ("bench/large-readme-2x", 500_000),
    ]

    /// The README's length for `fullName` (any case), or nil.
    static func length(for fullName: String) -> Int? {
        repositories.first { $0.fullName.lowercased() == fullName.lowercased() }?.bytes
    }

    /// The fzf README from the readme fixtures, then generated tables, cut at `bytes` bytes; nil
    /// when the fzf fixture cannot be read. The same recipe as `markdown-benchmark`.
    public static func text(bytes: Int, readmeFixtures directory: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: directory + "/readme-junegunn-fzf.json"),
              let envelope = try? GitHubAPI.Readme(owner: "junegunn", name: "fzf").decodeResponse(data),
              let readme = Data(base64Encoded: envelope.content.split(whereSeparator: \.isNewline).joined()) else {
            return nil
        }
        var text = String(decoding: readme, as: UTF8.self)
        var table = 0
        while text.utf8.count < bytes {
            table += 1
            text += "\n\n## Generated table \(table)\n\n| Option | Default | Since | Description |\n| :--- | :---: | ---: | --- |\n"
            for row in 0..<40 {
                text += "| `--option-\(table)-\(row)` | **on** | 0.\(row) | Turns on [feature \(row)](docs/feature-\(row).md) "
                    + "for *every* item, including ones with ~~long~~ descriptions that wrap 中文 text |\n"
            }
        }
        return Array(text.utf8.prefix(bytes))
    }
}
