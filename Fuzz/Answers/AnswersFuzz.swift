#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import PresentationKit
import ResponseCache
import FuzzScreenSupport
import TerminalUI
import TextCells

/// Fuzz target: one GitHub answer (status, headers, body) for a search page, a repository, its
/// languages or its README, through `GitHubClient` (decoding, error mapping, the cache: stored,
/// then replayed after a `304`) and into what the screens show (facts, counts, the language bar,
/// sentences for errors and limits, ASCII for a `LANG=C` terminal), then through the real
/// Interactors, Presenter and ViewController of the screen that shows it (`AnswerScreens`).
///
/// Input: a first line naming the endpoint (`search`, `repository`, `languages`, `readme`), then
/// a recorded fixture's `.headers` (status line, `name: value` lines), an empty line, the body.
public enum AnswersFuzz {
    public static func run(_ bytes: [UInt8]) {
        let answer = FuzzAnswer(bytes)
        let http = ReplayHTTPClient(answer.response)
        let client = GitHubClient(configuration: GitHubConfiguration(baseURL: "https://api.github.com"),
                                  httpClient: http, cache: MemoryResponseCache())
        switch answer.endpoint {
        case .search:
            let request = GitHubAPI.SearchRepositories(query: "fuzz")
            present(client.send(request, cancellation: nil)) { page in
                _ = CompactNumber.grouped(page.totalCount)
                page.items.forEach(presentRepository)
            }
            present(client.send(request, freshness: .revalidate, cancellation: nil)) { $0.items.forEach(presentRepository) }
        case .repository:
            let request = GitHubAPI.Repository(owner: "o", name: "r")
            present(client.send(request, cancellation: nil), presentRepository)
            present(client.send(request, freshness: .revalidate, cancellation: nil), presentRepository)
        case .languages:
            let request = GitHubAPI.Languages(owner: "o", name: "r")
            present(client.send(request, cancellation: nil), presentLanguages)
            present(client.send(request, freshness: .revalidate, cancellation: nil), presentLanguages)
        case .readme:
            let request = GitHubAPI.Readme(owner: "o", name: "r")
            present(client.send(request, cancellation: nil), presentReadme)
            present(client.send(request, freshness: .revalidate, cancellation: nil), presentReadme)
        }
        MainActor.assumeIsolated {
            _ = AnswerScreens.run(answer, size: ScreenHarness.size(for: bytes))
        }
    }

    /// What the screen showing this answer draws first at `rows`×`columns` (for the tests that check
    /// the answer reaches the screens at all).
    public static func screenText(_ bytes: [UInt8], rows: Int, columns: Int) -> String {
        MainActor.assumeIsolated { AnswerScreens.run(FuzzAnswer(bytes), size: TerminalSize(rows: rows, columns: columns)) }
    }

    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    private static func present<Value>(_ result: Result<GitHubResponse<Value>, GitHubError>, _ body: (Value) -> Void) {
        switch result {
        case .success(let response):
            body(response.value)
            if let limit = response.rateLimit { _ = RateBudget(limit, resource: "core") }
            if let fetchedAt = response.fetchedAt { _ = CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now) }
        case .failure(let error):
            let sentence = ErrorSentence.describe(error, now: now, hasToken: false)
            _ = CacheAgeSentence.unavailable(error, what: "results", fetchedAt: now, now: now, hasToken: true)
            show(sentence)
        }
    }

    private static func presentRepository(_ repository: Repository) {
        for fact in RepositoryFacts.facts(for: repository, now: now) { show(fact.label + " " + fact.value) }
        show(CompactNumber.format(repository.stargazersCount) + " " + CompactNumber.format(repository.forksCount))
        show(TextSanitizer.singleLine(repository.fullName))
        show(TextSanitizer.singleLine(repository.description ?? ""))
    }

    private static func presentLanguages(_ languages: RepositoryLanguages) {
        var bytes: [String: Int] = [:]
        for language in languages.languages {
            let (sum, overflow) = (bytes[language.name] ?? 0).addingReportingOverflow(language.bytes)
            bytes[language.name] = overflow ? Int.max : sum
        }
        let shares = LanguageShares(bytesPerLanguage: bytes)
        for width in [0, 1, 7, 80, 300] {
            let cells = shares.barCells(width: width)
            precondition(shares.shares.isEmpty || cells.reduce(0, +) == width, "the language bar does not fill its width")
        }
        show(shares.legend)
    }

    private static func presentReadme(_ readme: Readme) {
        let bytes = Data(base64Encoded: readme.content, options: .ignoreUnknownCharacters) ?? Data()
        show(TextSanitizer.multiline(String(decoding: bytes.prefix(4_096), as: UTF8.self)))
        show(TextSanitizer.singleLine(readme.name + " " + readme.path))
    }

    /// What a terminal would be given: sanitized, measured, and in ASCII for a `LANG=C` locale.
    private static func show(_ text: String) {
        let safe = TextSanitizer.singleLine(text)
        let ascii = GlyphSet.ascii.displayable(safe)
        precondition(ascii.utf8.allSatisfy { $0 < 0x80 }, "ASCII text holds other characters")
        precondition(DisplayWidth.of(ascii) == DisplayWidth.of(safe), "ASCII text moved the columns")
        _ = TextLayout.truncate(safe, toWidth: 40)
    }
}
