// inbox-benchmark
//
// Issue 27's "the inbox opened from the cache: first screen within 2x the time of the stars
// list", in-process on the in-memory surface (120 x 40), one run: the notifications screen with
// the 22 recorded threads (shared/fixtures/github-conversation/notifications-all.json, read by
// the app's own JSON reader) against your stars with 45 repositories, each answered at once as
// from the cache; open → first screen drawn, median of 31 opens each. Never fails on a time.
import APIClient
import AccountRepositoriesPresenter
import AccountRepositoriesView
import BenchmarkSupport
import Entities
import Foundation
import NotificationsPresenter
import NotificationsView
import PresentationKit
import Routes
import TerminalUI
import Usecases

/// The conversation fixtures' folder, found from the working directory up.
func fixtures() -> String? {
    var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent("shared/fixtures/github-conversation").path
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
        directory.deleteLastPathComponent()
    }
    return nil
}

struct Now: DateProvider { var now: Date { Date(timeIntervalSince1970: 1_517_800_000) } }

final class Done: Cancellable, @unchecked Sendable { func cancel() {} }

/// Answers every request at once, as the cache would.
@MainActor
final class Instant: NotificationsUsecase, StarredRepositoriesUsecase, OpenURLUsecase, ClipboardUsecase, RouteWireframe {
    let threads: [NotificationThread]
    let stars: [StarredRepository]

    func copy(_ text: String, completion: @escaping @MainActor (ClipboardOutcome) -> Void) {
        completion(.copied)
    }

    init(threads: [NotificationThread], stars: [StarredRepository]) {
        self.threads = threads
        self.stars = stars
    }

    func fetchNotifications(all: Bool, page: Int, freshness: AnswerFreshness,
                            completion: @escaping @MainActor (Result<CachedThenFresh<NotificationsAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        completion(.success(.fresh(NotificationsAnswer(page: PagedAnswer(items: threads, page: page)), source: .cache)))
        return Done()
    }

    func mark(threadID: String, as mark: NotificationMark,
              completion: @escaping @MainActor (Result<Void, GitHubError>) -> Void) -> Cancellable { Done() }

    func fetchStarred(page: Int, perPage: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<ListingPage<StarredRepository>>, GitHubError>)
                          -> Void) -> Cancellable {
        completion(.success(.fresh(ListingPage(items: stars, nextPage: nil, rateLimit: nil), source: .cache)))
        return Done()
    }

    func open(url: String, completion: @escaping @MainActor (OpenURLOutcome) -> Void) {}
    func show(_ route: Route) {}
    func replaceTop(with route: Route) {}
    func closeTop() {}
}

MainActor.assumeIsolated {
    guard let folder = fixtures(),
          let body = FileManager.default.contents(atPath: folder + "/notifications-all.json"),
          let threads = try? GitHubAPI.Notifications().decodeResponse(body) else {
        print("inbox-benchmark: run it inside the repository (shared/fixtures/github-conversation not found)")
        exit(1)
    }
    let owner = User(login: "monalisa", id: 1)
    let stars = (1...45).map { index in
        StarredRepository(starredAt: Date(timeIntervalSince1970: 1_517_000_000 + Double(index) * 3_600),
                          repository: Repository(id: index, name: "repo\(index)", fullName: "owner\(index)/repo\(index)",
                                                 owner: owner, description: "A repository of the benchmark, number \(index)",
                                                 htmlURL: "https://github.com/owner\(index)/repo\(index)",
                                                 stargazersCount: index * 97))
    }
    let instant = Instant(threads: threads, stars: stars)
    let size = TerminalSize(rows: 40, columns: 120)
    @MainActor func openNotifications() -> InMemorySurface {
        let view = NotificationsViewController(bindings: KeyBindings(sections: NotificationsKeys.sections))
        let presenter = NotificationsViewPresenter(trail: ["github", "notifications"], view: view, router: instant,
                                                   notificationsUsecase: instant,
                                                   services: ScreenServices(browser: instant, clipboard: instant,
                                                                            dateProvider: Now(), hasToken: true))
        view.presenter = presenter
        let surface = InMemorySurface(rows: size.rows, columns: size.columns)
        view.didAppear(size: size)
        view.draw(on: surface)
        return surface
    }
    @MainActor func openStars() -> InMemorySurface {
        let view = AccountRepositoriesViewController(bindings: KeyBindings(sections: AccountRepositoriesKeys.sections))
        let presenter = AccountRepositoriesViewPresenter(view: view, router: instant, source: .stars(instant),
                                                         services: ScreenServices(browser: instant, clipboard: instant,
                                                                                  dateProvider: Now(), hasToken: true),
                                                         trail: ["github", "your stars"])
        view.presenter = presenter
        let surface = InMemorySurface(rows: size.rows, columns: size.columns)
        view.didAppear(size: size)
        view.draw(on: surface)
        return surface
    }
    _ = openNotifications()
    _ = openStars()
    let inbox = median((0..<31).map { _ in wallMilliseconds { _ = openNotifications() } })
    let starsList = median((0..<31).map { _ in wallMilliseconds { _ = openStars() } })
    print("""
        inbox-benchmark (120x40, answered as from the cache, median of 31 opens)
          notifications (\(threads.count) threads) → first screen: \(String(format: "%.3f", inbox)) ms
          your stars (\(stars.count) repositories) → first screen: \(String(format: "%.3f", starsList)) ms
          ratio: \(String(format: "%.2fx", inbox / max(starsList, 0.001))) (the issue asks for at most 2x)
        """)
}
