#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import Usecases
import Interactors
import ResponseCache
import TestSupport
import XCTest

/// The use cases inside a repository (tree, file, history, commit, refs, releases) over a
/// scripted client: what they ask, how they answer cached then fresh, and what they make of it.
@MainActor
final class RepositoryContentsInteractorTests: XCTestCase {
    private let github = ScriptedGitHub()
    private let scheduler = InlineScheduler()
    private let sha = "f5f9756a1dd52a53820cc54927abb34725377987"

    /// Each answer in words: `cached VALUE` / `fresh VALUE` / `failed ERROR`.
    private func collect<Value>(_ describe: @escaping (Value) -> String)
        -> (answers: () -> [String], completion: @MainActor (Result<CachedThenFresh<Value>, GitHubError>) -> Void) {
        var answers: [String] = []
        return ({ answers }, { result in
            switch result {
            case .success(.cached(let value, _, _)): answers.append("cached \(describe(value))")
            case .success(.fresh(let value, _)): answers.append("fresh \(describe(value))")
            case .failure(let error): answers.append("failed \(error)")
            }
        })
    }

    private func entries(_ paths: String...) -> GitTree {
        GitTree(sha: "root", entries: paths.map { GitTreeEntry(path: $0, type: $0.hasSuffix("/") ? .tree : .blob) })
    }

    // MARK: Tree

    func testTheTreeIsOneRecursiveRequestAnsweredFromTheCacheFirst() async {
        github.store("/repos/o/r/git/trees/main?recursive=1", entries("a"))
        github.answer("/repos/o/r/git/trees/main?recursive=1", with: entries("a", "b"),
                      rateLimit: RateLimit(limit: 5000, remaining: 4999))
        let (answers, completion) = collect { (answer: TreeAnswer) in
            "\(answer.tree.entries.map(\.path)) \(answer.rateLimit?.remaining ?? -1)"
        }
        RepositoryTreeInteractor(client: github, scheduler: scheduler)
            .fetchTree(fullName: "o/r", ref: "main", freshness: .cachedThenFresh, completion: completion)
        XCTAssertEqual(answers(), ["cached [\"a\"] -1", "fresh [\"a\", \"b\"] 4999"])
        XCTAssertEqual(github.sentFreshnesses, [.useFresh])
    }

    func testADirectoryOfATruncatedTreeIsAskedForBySHAWithoutRecursion() async {
        github.answer("/repos/o/r/git/trees/abc123", with: entries("x.go", "tui/"))
        let (answers, completion) = collect { (answer: TreeAnswer) in "\(answer.tree.entries.count)" }
        RepositoryTreeInteractor(client: github, scheduler: scheduler)
            .fetchDirectory(fullName: "o/r", treeSHA: "abc123", freshness: .refreshNow, completion: completion)
        XCTAssertEqual(answers(), ["fresh 2"])
        XCTAssertEqual(github.sentTargets, ["/repos/o/r/git/trees/abc123"])
        XCTAssertEqual(github.sentFreshnesses, [.revalidate])
    }

    func testAMalformedNameFailsWithoutARequest() async {
        let (answers, completion) = collect { (answer: TreeAnswer) in "\(answer.tree.entries.count)" }
        RepositoryTreeInteractor(client: github, scheduler: scheduler)
            .fetchTree(fullName: "no-slash", ref: "main", freshness: .cachedThenFresh, completion: completion)
        XCTAssertEqual(answers().count, 1)
        XCTAssertTrue(answers()[0].hasPrefix("failed notFound"))
        XCTAssertTrue(github.sentTargets.isEmpty)
    }

    // MARK: File

    func testAFileArrivesAsItsBytes() async {
        github.answer("/repos/o/r/contents/src/a%20b.swift?ref=main", with: Data([0x61, 0x00, 0x62]))
        let (answers, completion) = collect { (answer: FileContentsAnswer) in "\(answer)" }
        FileContentsInteractor(client: github, scheduler: scheduler)
            .fetchFile(fullName: "o/r", path: "src/a b.swift", ref: "main", knownSize: 3, freshness: .cachedThenFresh,
                       completion: completion)
        XCTAssertEqual(answers(), ["fresh file(bytes: [97, 0, 98])"])
    }

    func testAFileKnownToBeTooLargeIsNotFetchedAndOneFoundTooLargeIsNotKept() async {
        let interactor = FileContentsInteractor(client: github, scheduler: scheduler, limit: 4)
        let (answers, completion) = collect { (answer: FileContentsAnswer) in "\(answer)" }
        interactor.fetchFile(fullName: "o/r", path: "big.bin", ref: nil, knownSize: 11 << 20, freshness: .cachedThenFresh,
                             completion: completion)
        XCTAssertEqual(answers(), ["fresh tooLarge(size: Optional(11534336))"])
        XCTAssertTrue(github.sentTargets.isEmpty)

        github.answer("/repos/o/r/contents/big.bin", with: Data(repeating: 1, count: 5))
        interactor.fetchFile(fullName: "o/r", path: "big.bin", ref: nil, knownSize: nil, freshness: .cachedThenFresh,
                             completion: completion)
        XCTAssertEqual(answers().last, "fresh tooLarge(size: Optional(5))")
    }

    func testAFileWhoseTransferPassesTheLimitIsTooLargeNotAnError() async {
        github.fail("/repos/o/r/contents/endless.txt", with: .transport(.bodyTooLarge(limit: 5)))
        let (answers, completion) = collect { (answer: FileContentsAnswer) in "\(answer)" }
        FileContentsInteractor(client: github, scheduler: scheduler, limit: 4)
            .fetchFile(fullName: "o/r", path: "endless.txt", ref: nil, knownSize: nil, freshness: .cachedThenFresh,
                       completion: completion)
        XCTAssertEqual(answers(), ["fresh tooLarge(size: nil)"])
    }

    func testOfflineTheCommandLineGetsTheStoredFile() async {
        github.store("/repos/o/r/contents/a.txt?ref=v1", Data("old".utf8))
        github.fail("/repos/o/r/contents/a.txt?ref=v1", with: .transport(.connectionRefused))
        let (answers, completion) = collect { (answer: FileContentsAnswer) in "\(answer)" }
        FileContentsInteractor(client: github, scheduler: scheduler)
            .fetchFile(fullName: "o/r", path: "a.txt", ref: "v1", knownSize: nil, freshness: .latest,
                       completion: completion)
        XCTAssertEqual(answers(), ["cached file(bytes: [111, 108, 100])"])
        XCTAssertEqual(github.sentFreshnesses, [.useFresh], "the client's own rule (the command line's client revalidates)")
    }

    func testGitHubsOwnErrorIsNotHiddenByTheStoredCopy() async {
        github.store("/repos/o/r/contents/a.txt", Data("old".utf8))
        github.fail("/repos/o/r/contents/a.txt", with: .notFound(message: "Not Found"))
        let (answers, completion) = collect { (answer: FileContentsAnswer) in "\(answer)" }
        FileContentsInteractor(client: github, scheduler: scheduler)
            .fetchFile(fullName: "o/r", path: "a.txt", ref: nil, knownSize: nil, freshness: .latest,
                       completion: completion)
        XCTAssertEqual(answers(), ["failed notFound(message: \"Not Found\")"])
    }

    // MARK: History

    func testCommitsComePagedWithTheNextPageFromLink() async {
        let commits = [Commit(sha: "1", message: "one"), Commit(sha: "2", message: "two")]
        github.answer("/repos/o/r/commits?sha=v2&per_page=2&page=3", with: commits, links: PageLinks(next: 4, last: 9))
        let (answers, completion) = collect { (page: PagedAnswer<Commit>) in
            "\(page.items.map(\.sha)) page \(page.page) next \(page.nextPage ?? 0) last \(page.lastPage ?? 0)"
        }
        CommitHistoryInteractor(client: github, scheduler: scheduler)
            .fetchCommits(fullName: "o/r", ref: "v2", page: 3, perPage: 2, freshness: .refreshNow, completion: completion)
        XCTAssertEqual(answers(), ["fresh [\"1\", \"2\"] page 3 next 4 last 9"])
    }

    func testAbsurdPagingArgumentsAreBroughtIntoGitHubsRange() async {
        github.answer("/repos/o/r/commits?per_page=100&page=1", with: [Commit]())
        let (answers, completion) = collect { (page: PagedAnswer<Commit>) in "\(page.items.count) next \(page.nextPage ?? 0)" }
        CommitHistoryInteractor(client: github, scheduler: scheduler)
            .fetchCommits(fullName: "o/r", ref: nil, page: -5, perPage: 1_000_000, freshness: .refreshNow,
                          completion: completion)
        XCTAssertEqual(answers(), ["fresh 0 next 0"])
    }

    // MARK: Commit

    func testACommitJoinsEveryPageOfFiles() async {
        let base = "/repos/o/r/commits/\(sha)"
        func detail(_ names: [String]) -> CommitDetail {
            CommitDetail(commit: Commit(sha: sha, message: "m"), stats: CommitStats(additions: 1, deletions: 0, total: 1),
                         files: names.map { CommitFile(filename: $0, status: "modified") })
        }
        github.answer(base, with: detail(["a", "b"]), links: PageLinks(next: 2, last: 3), rateLimit: RateLimit(remaining: 7))
        github.answer(base + "?page=2", with: detail(["c"]), links: PageLinks(next: 3, last: 3))
        github.answer(base + "?page=3", with: detail(["d"]))
        let (answers, completion) = collect { (answer: CommitDetailAnswer) in
            "\(answer.detail.files.map(\.filename)) all \(answer.hasAllFiles) left \(answer.rateLimit?.remaining ?? -1)"
        }
        CommitDetailInteractor(client: github, scheduler: scheduler)
            .fetchCommit(fullName: "o/r", sha: sha, freshness: .cachedThenFresh, completion: completion)
        XCTAssertEqual(answers(), ["fresh [\"a\", \"b\", \"c\", \"d\"] all true left 7"])
        XCTAssertEqual(github.sentTargets, [base, base + "?page=2", base + "?page=3"])
    }

    func testAStoredCommitIsShownFromEveryStoredPageAndAnImmutableOneIsNotAskedTwice() async {
        let base = "/repos/o/r/commits/\(sha)"
        let first = CommitDetail(commit: Commit(sha: sha, message: "m"), files: [CommitFile(filename: "a", status: "added")])
        let second = CommitDetail(commit: Commit(sha: sha, message: "m"), files: [CommitFile(filename: "b", status: "added")])
        github.store(base, first, links: PageLinks(next: 2), isFresh: true)
        github.store(base + "?page=2", second, isFresh: true)
        github.answer(base, with: first, links: PageLinks(next: 2), source: .cache)
        github.answer(base + "?page=2", with: second, source: .cache)
        let (answers, completion) = collect { (answer: CommitDetailAnswer) in "\(answer.detail.files.map(\.filename))" }
        CommitDetailInteractor(client: github, scheduler: scheduler)
            .fetchCommit(fullName: "o/r", sha: sha, freshness: .cachedThenFresh, completion: completion)
        XCTAssertEqual(answers(), ["fresh [\"a\", \"b\"]"], "fresh in the cache (immutable): one answer, from the cache")
    }

    func testAFailedPageFailsTheCommit() async {
        let base = "/repos/o/r/commits/\(sha)"
        github.answer(base, with: CommitDetail(commit: Commit(sha: sha, message: "m")), links: PageLinks(next: 2))
        let (answers, completion) = collect { (answer: CommitDetailAnswer) in "\(answer.detail.files.count)" }
        CommitDetailInteractor(client: github, scheduler: scheduler)
            .fetchCommit(fullName: "o/r", sha: sha, freshness: .refreshNow, completion: completion)
        XCTAssertEqual(answers(), ["failed transport(Entities.TransportFailure.connectionRefused)"])
    }

    // MARK: Refs and releases

    func testBranchesAndTagsAreAskedAHundredAPage() async {
        github.answer("/repos/o/r/branches?per_page=100&page=1", with: [Branch(name: "main")], links: PageLinks(next: 2))
        github.answer("/repos/o/r/tags?per_page=100&page=2", with: [Tag(name: "v1")])
        let interactor = RepositoryRefsInteractor(client: github, scheduler: scheduler)
        let (branches, branchCompletion) = collect { (page: PagedAnswer<Branch>) in
            "\(page.items.map(\.name)) next \(page.nextPage ?? 0)"
        }
        interactor.fetchBranches(fullName: "o/r", page: 1, freshness: .refreshNow, completion: branchCompletion)
        let (tags, tagCompletion) = collect { (page: PagedAnswer<Tag>) in "\(page.items.map(\.name))" }
        interactor.fetchTags(fullName: "o/r", page: 2, freshness: .refreshNow, completion: tagCompletion)
        XCTAssertEqual(branches(), ["fresh [\"main\"] next 2"])
        XCTAssertEqual(tags(), ["fresh [\"v1\"]"])
    }

    func testReleasesAndTheLatestOneWhichMayBeNone() async {
        github.answer("/repos/o/r/releases?per_page=30&page=1", with: [Release(id: 1, tagName: "v1", isPrerelease: true)])
        github.answer("/repos/o/r/releases/latest", with: Release(id: 2, tagName: "v0.9"))
        github.fail("/repos/x/y/releases/latest", with: .notFound(message: "Not Found"))
        let interactor = ReleasesInteractor(client: github, scheduler: scheduler)
        let (pages, pageCompletion) = collect { (page: PagedAnswer<Release>) in
            "\(page.items.map { "\($0.tagName) \($0.isPrerelease)" })"
        }
        interactor.fetchReleases(fullName: "o/r", page: 1, perPage: 30, freshness: .refreshNow, completion: pageCompletion)
        XCTAssertEqual(pages(), ["fresh [\"v1 true\"]"])
        let (latest, latestCompletion) = collect { (release: Release?) in release?.tagName ?? "none" }
        interactor.fetchLatestRelease(fullName: "o/r", freshness: .refreshNow, completion: latestCompletion)
        interactor.fetchLatestRelease(fullName: "x/y", freshness: .refreshNow, completion: latestCompletion)
        XCTAssertEqual(latest(), ["fresh v0.9", "fresh none"])
    }
}
