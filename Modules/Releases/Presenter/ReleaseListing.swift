#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import RepositoryBrowsing
import TextCells

/// Which release is the latest: GitHub's `/releases/latest` once it answered (it follows a
/// maintainer's "set as latest"), else the first listed that is neither a draft nor a pre-release.
enum LatestRelease: Equatable {
    /// `/releases/latest` has not answered (or failed): the first stable release listed is marked.
    case unknown
    /// GitHub says there is none (404): nothing is marked.
    case none
    case id(Int)

    /// The id of the release to mark among `releases`, if any.
    func latestID(in releases: [Release]) -> Int? {
        switch self {
        case .none: return nil
        case .id(let id): return id
        case .unknown: return releases.first { !$0.isDraft && !$0.isPrerelease }?.id
        }
    }
}

/// Releases as rows of the list, every GitHub string sanitized.
enum ReleaseListing {
    static func rows(_ releases: [Release], latest: LatestRelease, now: Date) -> [ReleaseRow] {
        let latestID = latest.latestID(in: releases)
        let latestIndex = latestID.flatMap { id in releases.firstIndex { $0.id == id } }
        return releases.enumerated().map { index, release in
            var marks: [ReleaseMark] = []
            if index == latestIndex { marks.append(.latest) }
            if release.isPrerelease { marks.append(.prerelease) }
            if release.isDraft { marks.append(.draft) }
            let tag = TextSanitizer.singleLine(release.tagName)
            let name = TextSanitizer.singleLine(release.name ?? "")
            let date = (release.publishedAt ?? release.createdAt).map { DateText.relative($0, now: now) } ?? ""
            return ReleaseRow(tag: tag, name: name == tag ? "" : name, date: date, marks: marks)
        }
    }

    /// The releases page on github.com: from a release's own page (`…/releases/tag/v1`), else built
    /// from the repository's name.
    static func releasesPage(fullName: String, releases: [Release]) -> String {
        for release in releases {
            if let url = release.htmlURL, let range = url.firstRange(of: "/releases/tag/") {
                return String(url[..<range.lowerBound]) + "/releases"
            }
        }
        return GitHubWebURL.repository(fullName) + "/releases"
    }
}
