import APIClient
import Entities
import FuzzScreenSupport
import Interactors
import TerminalUI

/// One fuzzed answer through the screens that show it: a search page into the repository list,
/// a repository, its languages or its README into the detail screen. The real Interactors (over
/// the fuzzed answer, decoded by `GitHubClient` and kept in a memory cache), Presenters and
/// ViewControllers, drawn on an in-memory surface at a size the input picks, then refreshed (`r`,
/// answered by a `304` replaying the stored answer) and driven by a few keys.
@MainActor
enum AnswerScreens {
    /// Returns what the screen showed first, before any key.
    @discardableResult
    static func run(_ answer: FuzzAnswer, size: TerminalSize) -> String {
        let client = GitHubClient(configuration: GitHubConfiguration(baseURL: "https://api.github.com"),
                                  httpClient: RoutedReplayClient(answer), cache: MemoryResponseCache())
        let work = InlineWork()
        switch answer.endpoint {
        case .search:
            let delays = PendingDelays()
            let screen = ScreenHarness.list(searchUsecase: SearchRepositoryInteractor(client: client, scheduler: work),
                                            search: RepositorySearch(query: "fuzz"), delays: delays)
            return ScreenHarness.exercise(screen, keys: listKeys, size: size, delays: delays)
        case .repository, .languages, .readme:
            let screen = ScreenHarness.detail(
                repository: StartingRepository.repository,
                detailUsecase: RepositoryInteractor(client: client, scheduler: work),
                readmeUsecase: RepositoryReadmeInteractor(client: client, scheduler: work),
                languagesUsecase: RepositoryLanguagesInteractor(client: client, scheduler: work))
            return ScreenHarness.exercise(screen, keys: detailKeys, size: size)
        }
    }

    /// Down the results, to the end and back, the next page, a refresh, open, sort.
    private static let listKeys: [KeyPress] = [.down, .down, .pageDown, .end, .pageUp, .character("r"), .enter,
                                               .home, .character("s"), .character("S")]
    /// Links forwards and back, scrolling, a refresh, following a link.
    private static let detailKeys: [KeyPress] = [.tab, .tab, .down, .pageDown, .end, .character("r"), .backTab, .enter,
                                                 .home, .up]
}

/// The repository the detail screen starts from (as a search result would give it).
private enum StartingRepository {
    static let repository = Repository(
        id: 1, name: "r", fullName: "o/r", owner: User(login: "o", id: 2, type: "User"), description: "fuzz",
        htmlURL: "https://github.com/o/r", stargazersCount: 1, language: "Swift")
}
