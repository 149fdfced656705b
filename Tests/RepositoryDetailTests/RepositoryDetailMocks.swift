import Entities
import Foundation
import Interactors
@testable import RepositoryDetail

@MainActor
final class RepositoryDetailViewSpy: RepositoryDetailView {
    private(set) var displayed: [RepositoryDetailViewModel] = []
    var last: RepositoryDetailViewModel { displayed.last ?? RepositoryDetailViewModel() }

    func display(_ viewModel: RepositoryDetailViewModel) {
        displayed.append(viewModel)
    }

    /// Headings the README "has"; the anchors the Presenter asked to scroll to.
    var headingAnchors: Set<String> = []
    private(set) var scrolledTo: [String] = []

    func scrollToHeading(anchor: String) -> Bool {
        scrolledTo.append(anchor)
        return headingAnchors.contains(anchor)
    }
}

@MainActor
final class RepositoryDetailRouterDummy: RepositoryDetailWireframe {}

final class DetailCancellableSpy: Cancellable, @unchecked Sendable {
    private(set) var cancelCount = 0
    func cancel() { cancelCount += 1 }
}

@MainActor
final class RepositoryDetailUsecaseMock: RepositoryDetailUsecase {
    private(set) var requestedNames: [String] = []
    private(set) var completion: (@MainActor (Result<Repository, GitHubError>) -> Void)?
    let cancellable = DetailCancellableSpy()

    func fetchRepository(fullName: String,
                         completion: @escaping @MainActor (Result<Repository, GitHubError>) -> Void) -> Cancellable {
        requestedNames.append(fullName)
        self.completion = completion
        return cancellable
    }
}

@MainActor
final class OpenURLUsecaseMock: OpenURLUsecase {
    var outcomes: [OpenURLOutcome] = [.launched(command: "xdg-open")]
    private(set) var openedURLs: [String] = []

    func open(url: String, completion: @escaping @MainActor (OpenURLOutcome) -> Void) {
        openedURLs.append(url)
        outcomes.forEach(completion)
    }
}

struct DetailFixedDate: DateProvider {
    var now: Date
}

enum DetailSample {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static var searchResult: Repository {
        Repository(
            id: 1951148, name: "legit", fullName: "kennethreitz/legit",
            owner: User(login: "kennethreitz", id: 119893, type: "User"),
            description: "Git for Humans, Inspired by GitHub for Mac™.",
            htmlURL: "https://github.com/kennethreitz/legit",
            cloneURL: "https://github.com/kennethreitz/legit.git",
            homepage: "http://www.git-legit.org/",
            stargazersCount: 3036, forksCount: 118, watchersCount: 3036, openIssuesCount: 56,
            language: "Python", defaultBranch: "develop",
            createdAt: now.addingTimeInterval(-5 * 365 * 86_400),
            updatedAt: now.addingTimeInterval(-3 * 86_400),
            pushedAt: now.addingTimeInterval(-2 * 3_600))
    }
}
