import APIClient
import Entities
import Usecases
import Foundation
import Interactors
import TestSupport
import Testing

/// Your login and budgets, your star on a repository, your stars and your repositories.
@MainActor
@Suite struct AccountInteractorTests {
    let client = AccountGitHubMock()

    @Test func theViewerIsTheLoginWithTheScopesSplit() {
        client.answer(scopes: "repo, read:org,gist") { _ in .success(User(login: "monalisa", id: 1)) }
        var answer: Result<Viewer, GitHubError>?
        AccountInteractor(client: client, scheduler: InlineScheduler()).fetchViewer { answer = $0 }
        #expect((try? answer?.get()) == Viewer(login: "monalisa", scopes: ["repo", "read:org", "gist"]))
        #expect(client.requests.first is GitHubAPI.AuthenticatedUser)
        #expect(client.freshnesses == [.networkOnly])
    }

    @Test func aTokenWithoutClassicScopesHasNone() {
        client.answer { _ in .success(User(login: "monalisa", id: 1)) }
        var answer: Result<Viewer, GitHubError>?
        AccountInteractor(client: client, scheduler: InlineScheduler()).fetchViewer { answer = $0 }
        #expect((try? answer?.get()) == Viewer(login: "monalisa", scopes: nil))
    }

    @Test func theBudgetsAreCoreAndSearchWithTheirResets() {
        client.answer { _ in
            .success(RateLimitResources(resources: [
                "core": .init(limit: 5000, remaining: 4990, reset: 1_700_000_000),
                "search": .init(limit: 30, remaining: 28, reset: 1_700_000_060),
            ]))
        }
        var answer: Result<RateBudgets, GitHubError>?
        AccountInteractor(client: client, scheduler: InlineScheduler()).fetchRateBudgets { answer = $0 }
        let budgets = try? answer?.get()
        #expect(budgets?.core == RateLimit(limit: 5000, remaining: 4990, resetAt: Date(timeIntervalSince1970: 1_700_000_000),
                                           resource: "core"))
        #expect(budgets?.search?.remaining == 28)
        #expect(client.requests.first is GitHubAPI.RateLimits)
    }

    @Test func aStarIsA204AndNoStarA404() throws {
        let interactor = StarStateInteractor(client: client, scheduler: InlineScheduler())
        var answers: [Result<Bool, GitHubError>] = []
        client.answer { _ in .success(NoContent()) }
        interactor.fetchStarState(fullName: "octo/cat") { answers.append($0) }
        client.answer { _ in .failure(.notFound(message: "Not Found")) }
        interactor.fetchStarState(fullName: "octo/cat") { answers.append($0) }
        client.answer { _ in .failure(.unauthorized(message: "Requires authentication")) }
        interactor.fetchStarState(fullName: "octo/cat") { answers.append($0) }
        #expect(answers == [.success(true), .success(false), .failure(.unauthorized(message: "Requires authentication"))])
        let request = client.requests.first as? GitHubAPI.StarState
        #expect(try request?.path == "/user/starred/octo/cat")
        #expect(request?.method == "GET")
        #expect(client.freshnesses.allSatisfy { $0 == .networkOnly })
    }

    @Test func starringPutsAndUnstarringDeletes() {
        let interactor = StarStateInteractor(client: client, scheduler: InlineScheduler())
        client.answer { _ in .success(NoContent()) }
        var answers: [Result<Bool, GitHubError>] = []
        interactor.setStarred(true, fullName: "octo/cat") { answers.append($0) }
        interactor.setStarred(false, fullName: "octo/cat") { answers.append($0) }
        #expect(answers == [.success(true), .success(false)])
        #expect(client.requests.compactMap { ($0 as? GitHubAPI.StarState)?.method } == ["PUT", "DELETE"])
    }

    @Test func refusalsPassThroughAndAMalformedNameAsksNothing() {
        let interactor = StarStateInteractor(client: client, scheduler: InlineScheduler())
        client.answer { _ in .failure(.unexpectedStatus(status: 403, message: "Resource not accessible by personal access token")) }
        var answers: [Result<Bool, GitHubError>] = []
        interactor.setStarred(true, fullName: "octo/cat") { answers.append($0) }
        interactor.setStarred(true, fullName: "no-slash") { answers.append($0) }
        #expect(answers.first == .failure(.unexpectedStatus(status: 403, message: "Resource not accessible by personal access token")))
        #expect(client.requests.count == 1)
    }

    @Test func yourStarsAskNewestFirstWithDatesAndSayTheNextPage() {
        let star = StarredRepository(starredAt: Date(timeIntervalSince1970: 1_704_067_200),
                                     repository: Sample.repository(fullName: "kennethreitz/legit"))
        client.answer(links: PageLinks(next: 3, last: 5)) { _ in .success([star]) }
        var answer: Result<ListingPage<StarredRepository>, GitHubError>?
        AccountRepositoriesInteractor(client: client, scheduler: InlineScheduler())
            .fetchStarred(page: 2, perPage: 500, freshness: .latest) { answer = $0.map(\.value) }
        let page = try? answer?.get()
        #expect(page?.items == [star])
        #expect(page?.nextPage == 3)
        let request = client.requests.first as? GitHubAPI.Starred
        #expect(request?.accept == "application/vnd.github.star+json")
        #expect(request?.page == 2)
        #expect(request?.perPage == 100, "GitHub's largest page")
        #expect(request?.queryItems.map { "\($0.name)=\($0.value)" } == ["sort=created", "direction=desc", "per_page=100", "page=2"])
    }

    @Test func yourRepositoriesAskRecentlyPushedFirst() {
        client.answer { _ in .success([Sample.repository(fullName: "monalisa/secret")]) }
        var answer: Result<ListingPage<Repository>, GitHubError>?
        AccountRepositoriesInteractor(client: client, scheduler: InlineScheduler())
            .fetchOwnRepositories(page: 1, perPage: 30, freshness: .latest) { answer = $0.map(\.value) }
        #expect((try? answer?.get())?.items.map(\.fullName) == ["monalisa/secret"])
        #expect((try? answer?.get())?.nextPage == nil)
        let request = client.requests.first as? GitHubAPI.OwnRepositories
        #expect(request?.path == "/user/repos")
        #expect(request?.queryItems.first?.value == "pushed")
    }
}
