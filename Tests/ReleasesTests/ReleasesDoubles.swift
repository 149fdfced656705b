import Foundation
import Entities
import ReleasePresenter
import ReleasesPresenter
import TestSupport
import Usecases

/// Holds each releases request so a test answers it when it likes.
@MainActor
final class ReleasesUsecaseMock: ReleasesUsecase {
    struct PageCall {
        let page: Int
        let perPage: Int
        let freshness: AnswerFreshness
        let completion: @MainActor (Result<CachedThenFresh<PagedAnswer<Release>>, GitHubError>) -> Void
    }

    struct LatestCall {
        let freshness: AnswerFreshness
        let completion: @MainActor (Result<CachedThenFresh<Release?>, GitHubError>) -> Void
    }

    struct ReleaseCall {
        let id: Int
        let completion: @MainActor (Result<CachedThenFresh<Release>, GitHubError>) -> Void
    }

    private(set) var pageCalls: [PageCall] = []
    private(set) var latestCalls: [LatestCall] = []
    private(set) var releaseCalls: [ReleaseCall] = []
    private(set) var fullNames: [String] = []

    func fetchReleases(fullName: String, page: Int, perPage: Int, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Release>>, GitHubError>) -> Void)
        -> Cancellable {
        fullNames.append(fullName)
        pageCalls.append(PageCall(page: page, perPage: perPage, freshness: freshness, completion: completion))
        return CancellableSpy()
    }

    func fetchLatestRelease(fullName: String, freshness: AnswerFreshness,
                            completion: @escaping @MainActor (Result<CachedThenFresh<Release?>, GitHubError>) -> Void)
        -> Cancellable {
        latestCalls.append(LatestCall(freshness: freshness, completion: completion))
        return CancellableSpy()
    }

    func fetchRelease(fullName: String, id: Int, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<Release>, GitHubError>) -> Void)
        -> Cancellable {
        fullNames.append(fullName)
        releaseCalls.append(ReleaseCall(id: id, completion: completion))
        return CancellableSpy()
    }

    func fetchRelease(fullName: String, tag: String, freshness: AnswerFreshness,
                      completion: @escaping @MainActor (Result<CachedThenFresh<Release>, GitHubError>) -> Void)
        -> Cancellable {
        fullNames.append(fullName)
        return CancellableSpy()
    }
}

@MainActor
final class ReleasesViewSpy: ReleasesDisplay {
    private(set) var models: [ReleasesViewModel] = []
    var last: ReleasesViewModel { models.last ?? ReleasesViewModel() }
    func display(_ viewModel: ReleasesViewModel) { models.append(viewModel) }
}

@MainActor
final class ReleaseViewSpy: ReleaseDisplay {
    private(set) var models: [ReleaseViewModel] = []
    var anchors: Set<String> = []
    private(set) var scrolledTo: [String] = []
    var last: ReleaseViewModel { models.last ?? ReleaseViewModel() }
    func display(_ viewModel: ReleaseViewModel) { models.append(viewModel) }
    func scrollToHeading(anchor: String) -> Bool {
        scrolledTo.append(anchor)
        return anchors.contains(anchor)
    }
}


/// Releases as the tests use them.
enum SampleReleases {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let day = 86_400.0

    static func release(_ id: Int, tag: String, name: String? = nil, draft: Bool = false, prerelease: Bool = false,
                        daysAgo: Double = 3, body: String? = nil, assets: [ReleaseAsset] = []) -> Release {
        Release(id: id, tagName: tag, name: name, body: body, isDraft: draft, isPrerelease: prerelease,
                createdAt: now.addingTimeInterval(-daysAgo * day),
                publishedAt: draft ? nil : now.addingTimeInterval(-daysAgo * day),
                htmlURL: "https://github.com/o/r/releases/tag/\(tag)", authorLogin: "octocat", assets: assets)
    }

    static func page(_ items: [Release], page: Int = 1, next: Int? = nil) -> PagedAnswer<Release> {
        PagedAnswer(items: items, page: page, nextPage: next, lastPage: next.map { $0 + 1 })
    }
}
