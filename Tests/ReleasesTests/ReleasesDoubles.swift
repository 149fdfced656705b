import Foundation
import Entities
import ReleasePresenter
import ReleasesPresenter
import TestSupport
import Usecases

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
