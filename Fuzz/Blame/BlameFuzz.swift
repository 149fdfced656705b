#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import RepositoryBrowsing

/// Fuzz target (issue 29): a GraphQL blame answer through `GitHubAPI.Blame`'s reader (a blame, GitHub's
/// "no" as a `GitHubError`, or a JSON error, never a trap), then its ranges laid onto a
/// file whose line count the input picks (`BlameLines`): every line's group one of the answer's,
/// every run start a line of the file, every text free of control characters, ages within 1…10.
///
/// Input: byte 0 picks the file's line count (0 to 255 lines, × 64 when its top bit is set);
/// the rest is the body of `POST /graphql`'s answer.
public enum BlameFuzz {
    public static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let lineCount = first & 0x80 != 0 ? Int(first & 0x7F) * 64 : Int(first)
        let request = GitHubAPI.Blame(owner: "o", name: "r", ref: "main", filePath: "a.py")
        let blame: Blame
        do {
            blame = try request.decodeResponse(Data(bytes.dropFirst()))
        } catch {
            return // GitHub's "no" (a GitHubError) or a body that is not JSON: the client says either
        }
        let lines = BlameLines(blame, lineCount: lineCount)
        precondition(lines.lineCount == lineCount)
        precondition(lines.groups.count <= blame.ranges.count)
        for group in lines.groups {
            precondition(BlameLines.ages.contains(group.age))
            for text in [group.shortSHA, group.author, group.headline] {
                precondition(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0.value == 0x9B })
            }
            _ = BlameLines.shortAge(group.date, now: Date(timeIntervalSince1970: 1_700_000_000))
        }
        for line in -1...lineCount {
            if let index = lines.groupIndex(ofLine: line) {
                precondition((0..<lineCount).contains(line) && index < lines.groups.count)
            }
            _ = lines.startsRun(line)
        }
    }
}
