#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import FuzzLinks
import JSONReading
import Markdown
import PresentationKit
import Routes

/// Fuzz target (issue 26): a body of the conversation's endpoints through its JSON reader (the
/// one `JSONCursor`), and every text of what was read through the Markdown parser and the linked
/// text (`LinkedText`) into routes, as a conversation screen would show and follow them.
///
/// Input: byte 0 picks the reader: an issue, a page of issues, of comments, of timeline events, a
/// pull request, a list of check runs, a page of review comments, of reviews; the rest is the body.
public enum ConversationFuzz {
    public static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let body = Data(bytes.dropFirst())
        for text in texts(reader: Int(first % 8), body: body) { LinksFuzz.follow(text) }
    }

    /// The texts a screen would show of what `body` reads into, by the reader `reader` picks.
    static func texts(reader: Int, body: Data) -> [String] {
        switch reader {
        case 0: return (try? Issue.read(from: body)).map { [$0.title, $0.body ?? ""] + $0.labels.map(\.name) } ?? []
        case 1: return (try? [Issue].read(from: body))?.flatMap { [$0.title, $0.body ?? ""] } ?? []
        case 2: return (try? [IssueComment].read(from: body))?.map(\.body) ?? []
        case 3: return (try? [TimelineEvent].read(from: body)).map { $0.map { String(describing: $0) } } ?? []
        case 4: return (try? PullRequest.read(from: body)).map { [$0.title, $0.body ?? ""] } ?? []
        case 5: return (try? CheckRunList.read(from: body))?.checkRuns.flatMap { [$0.name, $0.outputTitle ?? ""] } ?? []
        case 6: return (try? [ReviewComment].read(from: body))?.flatMap { [$0.body, $0.diffHunk] } ?? []
        default: return (try? [PullRequestReview].read(from: body))?.map(\.body) ?? []
        }
    }
}
