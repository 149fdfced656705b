import Foundation
import Entities
import Usecases

/// A cancellation that records being cancelled.
final class CancelSpy: Cancellable, @unchecked Sendable {
    var cancelled = false
    func cancel() { cancelled = true }
}

/// Records each commit request and keeps its completion for the test to answer.
@MainActor
final class CommitDetailUsecaseMock: CommitDetailUsecase {
    var completions: [@MainActor (Result<CachedThenFresh<CommitDetailAnswer>, GitHubError>) -> Void] = []
    var freshnesses: [AnswerFreshness] = []

    func fetchCommit(fullName: String, sha: String, freshness: AnswerFreshness,
                     completion: @escaping @MainActor (Result<CachedThenFresh<CommitDetailAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        completions.append(completion)
        freshnesses.append(freshness)
        return CancelSpy()
    }
}

/// A fixed clock.
struct FixedDate: DateProvider {
    var now: Date
}

/// Sample commits.
enum CommitSamples {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static func commit(_ index: Int, message: String = "Fix the parser\n\nLonger text", author: String = "Ada") -> Commit {
        let sha = String(format: "%040x", index + 0xabc0000)
        return Commit(sha: sha, htmlURL: "https://github.com/o/r/commit/\(sha)", message: message,
                      author: GitSignature(name: author, email: "ada@example.com",
                                           date: now.addingTimeInterval(-3 * 86_400)),
                      committer: GitSignature(name: "GitHub", email: "noreply@github.com",
                                              date: now.addingTimeInterval(-2 * 86_400)),
                      authorLogin: "ada", parents: ["1111111aaaa", "2222222bbbb"])
    }

    static func page(_ page: Int, count: Int, next: Int?) -> PagedAnswer<Commit> {
        PagedAnswer(items: (0..<count).map { commit((page - 1) * 100 + $0) }, page: page, nextPage: next)
    }

    static let patch = "@@ -1,3 +1,4 @@ func main\n context\n-old line\n+new line\n+another\n\\ No newline at end of file"

    static let detail = CommitDetailAnswer(detail: CommitDetail(
        commit: commit(1, message: "Add a thing\n\nBecause\tit is needed."),
        stats: CommitStats(additions: 12, deletions: 3, total: 15),
        files: [CommitFile(filename: "src/main.swift", status: "modified", additions: 2, deletions: 1, changes: 3,
                           patch: patch),
                CommitFile(filename: "logo.png", status: "added", additions: 0, deletions: 0),
                CommitFile(filename: "b.txt", status: "renamed", additions: 10, deletions: 2, changes: 12,
                           patch: "@@ -5 +5 @@\n-x\n+y", previousFilename: "a.txt")]))
}

/// Keeps the Presenters a test made alive (their use cases answer through weak references).
@MainActor
final class Keeper {
    var objects: [AnyObject] = []
}
