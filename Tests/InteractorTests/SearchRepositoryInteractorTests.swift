import APIClient
import Entities
import Usecases
import Interactors
import Store
import TestSupport
import Testing

@MainActor
@Suite struct SearchRepositoryInteractorTests {
    let client = GitHubRequestableMock()

    @Test func sendsTheQueryPageAndOptionsAndAnswersWithResults() {
        let page = SearchPage(totalCount: 2_723, incompleteResults: true,
                              items: [Sample.repository(fullName: "kennethreitz/legit")])
        client.searchAnswer = .success(GitHubResponse(
            value: page, status: 200, rateLimit: RateLimit(limit: 30, remaining: 29), links: PageLinks(next: 3, last: 34)))
        let interactor = SearchRepositoryInteractor(client: client, scheduler: InlineScheduler())
        var answer: Result<SearchResults, GitHubError>?
        interactor.search(query: "github language:python", page: 2,
                          options: SearchOptions(sort: .stars, order: .desc, perPage: 100)) { answer = $0 }

        let request = client.requests.first as? GitHubAPI.SearchRepositories
        #expect(request?.query == "github language:python")
        #expect(request?.page == 2)
        #expect(request?.perPage == 100)
        #expect(request?.sort == .stars)
        #expect(request?.order == .desc)
        let results = try? answer?.get()
        #expect(results?.query == "github language:python")
        #expect(results?.page == 2)
        #expect(results?.totalCount == 2_723)
        #expect(results?.incompleteResults == true)
        #expect(results?.repositories.map(\.fullName) == ["kennethreitz/legit"])
        #expect(results?.links.next == 3)
        #expect(results?.rateLimit?.remaining == 29)
    }

    @Test func passesFailuresThrough() {
        client.searchAnswer = .failure(.invalidQuery(message: "Validation Failed", details: ["bad"]))
        let interactor = SearchRepositoryInteractor(client: client, scheduler: InlineScheduler())
        var answer: Result<SearchResults, GitHubError>?
        interactor.search(query: "x", page: 1, options: SearchOptions()) { answer = $0 }
        #expect(answer == .failure(.invalidQuery(message: "Validation Failed", details: ["bad"])))
    }

    @Test func noSortIsGitHubsBestMatch() {
        client.searchAnswer = .success(GitHubResponse(value: SearchPage(totalCount: 0, items: []), status: 200,
                                                      rateLimit: nil, links: PageLinks()))
        let interactor = SearchRepositoryInteractor(client: client, scheduler: InlineScheduler())
        interactor.search(query: "x", page: 1, options: SearchOptions()) { _ in }
        let request = client.requests.first as? GitHubAPI.SearchRepositories
        #expect(request?.sort == nil)
        #expect(request?.queryItems.contains { $0.name == "sort" } == false)
    }

    @Test func aCancelledSearchNeverAnswers() {
        let scheduler = HeldScheduler()
        client.searchAnswer = .success(GitHubResponse(value: SearchPage(totalCount: 0, items: []), status: 200,
                                                      rateLimit: nil, links: PageLinks()))
        let interactor = SearchRepositoryInteractor(client: client, scheduler: scheduler)
        var answered = false
        let handle = interactor.search(query: "x", page: 1, options: SearchOptions()) { _ in answered = true }
        handle.cancel()
        scheduler.releaseAll()
        #expect(!answered)
    }
}

@MainActor
@Suite struct RepositoryInteractorTests {
    let client = GitHubRequestableMock()

    @Test func fetchesOwnerAndNameAndAnswersWithTheRepository() {
        client.repositoryAnswer = .success(GitHubResponse(
            value: Sample.repository(fullName: "octokit-fixture-org/hello-world"), status: 200, rateLimit: nil,
            links: PageLinks()))
        let interactor = RepositoryInteractor(client: client, scheduler: InlineScheduler())
        var answer: Result<Repository, GitHubError>?
        interactor.fetchRepository(fullName: "octokit-fixture-org/hello-world") { answer = $0 }
        let request = client.requests.first as? GitHubAPI.Repository
        #expect(request?.owner == "octokit-fixture-org")
        #expect(request?.name == "hello-world")
        #expect((try? answer?.get())?.fullName == "octokit-fixture-org/hello-world")
    }

    @Test func aNameWithoutOwnerIsRefusedWithoutARequest() {
        let interactor = RepositoryInteractor(client: client, scheduler: InlineScheduler())
        var answer: Result<Repository, GitHubError>?
        interactor.fetchRepository(fullName: "no-slash") { answer = $0 }
        #expect(client.requests.isEmpty)
        if case .failure(.notFound) = answer {} else { Issue.record("expected notFound, got \(String(describing: answer))") }
    }

    @Test func notFoundIsPassedThrough() {
        client.repositoryAnswer = .failure(.notFound(message: "Not Found"))
        let interactor = RepositoryInteractor(client: client, scheduler: InlineScheduler())
        var answer: Result<Repository, GitHubError>?
        interactor.fetchRepository(fullName: "a/b") { answer = $0 }
        #expect(answer == .failure(.notFound(message: "Not Found")))
    }
}

@MainActor
@Suite struct BrowserInteractorTests {
    let launcher = ProcessLauncherSpy()

    @Test func withoutBrowserItUsesXdgOpen() {
        #expect(BrowserInteractor.command(for: "https://github.com/a/b", browserSetting: nil)
            == ["xdg-open", "https://github.com/a/b"])
        #expect(BrowserInteractor.command(for: "https://x", browserSetting: "") == ["xdg-open", "https://x"])
    }

    @Test func browserIsSplitIntoArgumentsWithoutAShell() {
        #expect(BrowserInteractor.command(for: "https://x", browserSetting: "firefox --new-tab")
            == ["firefox", "--new-tab", "https://x"])
        #expect(BrowserInteractor.command(for: "https://x", browserSetting: "w3m:lynx") == ["w3m", "https://x"])
        #expect(BrowserInteractor.command(for: "https://x", browserSetting: "open-it %s --now")
            == ["open-it", "https://x", "--now"])
        // Shell syntax is not interpreted: it becomes literal arguments.
        #expect(BrowserInteractor.command(for: "https://x", browserSetting: "echo;rm")
            == ["echo;rm", "https://x"])
    }

    @Test func launchingReportsTheCommandAndALaterFailure() {
        launcher.exitStatuses = [nil, 3]
        let clock = ManualClock(now: Sample.now)
        let interactor = BrowserInteractor(browserSetting: "mybrowser", launcher: launcher, scheduler: clock)
        var outcomes: [OpenURLOutcome] = []
        interactor.open(url: "https://github.com/a/b") { outcomes.append($0) }
        #expect(launcher.launched == [["mybrowser", "https://github.com/a/b"]])
        #expect(outcomes == [.launched(command: "mybrowser")])
        #expect(launcher.checkedExits.isEmpty, "nothing waits on the browser when it starts")
        clock.advance(by: 10)
        #expect(launcher.checkedExits == [4242, 4242])
        #expect(outcomes == [.launched(command: "mybrowser"), .failed(reason: "mybrowser exited with status 3")])
    }

    @Test func aRunningBrowserIsCheckedAtGrowingIntervalsUntilItEnds() {
        launcher.exitStatuses = [nil, nil, nil, nil, nil, nil, nil, 0]
        let clock = ManualClock(now: Sample.now)
        let interactor = BrowserInteractor(browserSetting: "mybrowser", launcher: launcher, scheduler: clock)
        var outcomes: [OpenURLOutcome] = []
        interactor.open(url: "https://github.com/a/b") { outcomes.append($0) }
        clock.advance(by: 1)
        // 0.25 s, 0.5 s later: two checks in the first second, not one per tick of a busy loop.
        #expect(launcher.checkedExits.count == 2)
        clock.advance(by: 600)
        #expect(launcher.checkedExits.count == 8)
        #expect(clock.pendingCount == 0, "once the browser has ended, nothing more is scheduled")
        #expect(outcomes == [.launched(command: "mybrowser")], "a clean exit adds nothing")
    }

    @Test func aBrowserThatCannotStartIsAMessage() {
        launcher.launchResult = .failure(ProcessLaunchError(reason: "nope: No such file or directory"))
        let interactor = BrowserInteractor(browserSetting: "nope", launcher: launcher, scheduler: ManualClock(now: Sample.now))
        var outcomes: [OpenURLOutcome] = []
        interactor.open(url: "https://github.com/a/b") { outcomes.append($0) }
        #expect(outcomes == [.failed(reason: "nope: No such file or directory")])
    }

    @Test func onlyWebAddressesAreOpened() {
        let interactor = BrowserInteractor(browserSetting: nil, launcher: launcher, scheduler: ManualClock(now: Sample.now))
        var outcomes: [OpenURLOutcome] = []
        interactor.open(url: "file:///etc/passwd") { outcomes.append($0) }
        #expect(launcher.launched.isEmpty)
        #expect(outcomes == [.failed(reason: "not a web address")])
    }
}
