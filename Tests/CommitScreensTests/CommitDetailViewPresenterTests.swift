import Foundation
import CommitDetailPresenter
import Entities
import PresentationKit
import TestSupport
import Testing
import Usecases

@MainActor
private final class DetailViewSpy: CommitDetailDisplay {
    var displayed: [CommitDetailViewModel] = []
    var last: CommitDetailViewModel { displayed.last ?? CommitDetailViewModel() }
    func display(_ viewModel: CommitDetailViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct CommitDetailViewPresenterTests {
    private let view = DetailViewSpy()
    private let router = RouteWireframeSpy()
    private let keeper = Keeper()
    private let usecase = CommitDetailUsecaseMock()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()

    private func makePresenter(sha: String = CommitSamples.commit(1).sha) -> CommitDetailViewPresenter {
        let presenter = CommitDetailViewPresenter(
            fullName: "o/r", sha: sha, trail: ["github", "o/r", "commits", "0000000"],
            view: view, router: router, usecase: usecase,
            services: .doubles(browser: browser, clipboard: clipboard,
                               dateProvider: FixedDate(now: CommitSamples.now), hasToken: true))
        presenter.viewDidLoad(keyHints: ["Tab next file", "o browser"])
        keeper.objects.append(presenter)
        return presenter
    }

    private var texts: [String] { view.last.lines.map(\.text) }

    @Test func asksForTheCommitAndSaysItIsLoading() {
        _ = makePresenter()
        #expect(usecase.freshnesses == [.cachedThenFresh])
        #expect(view.last.title == "github › o/r › commits › 0000000")
        #expect(view.last.status.contains("loading the commit…"))
    }

    @Test func negativeCountsShowAsZeroAndThousandsOfFilesAreGroupedAlike() {
        _ = makePresenter()
        let files = [CommitFile(filename: "odd.txt", status: "modified", additions: -1, deletions: -99, patch: "@@ -1 +1 @@\n-a\n+b")]
            + (1..<3_000).map { CommitFile(filename: "f\($0).txt", status: "added", additions: 1) }
        let answer = CommitDetailAnswer(detail: CommitDetail(commit: CommitSamples.commit(1),
                                                             stats: CommitStats(additions: -5, deletions: Int.min, total: 0),
                                                             files: files))
        usecase.completions[0](.success(.fresh(answer, source: .network)))
        let texts = texts
        #expect(texts.contains("Stats:     3,000 files, +0 −0"))
        #expect(texts.contains("3,000 files changed"))
        #expect(texts.contains("  M  odd.txt  +0 −0"))
        #expect(texts.contains("── odd.txt  +0 −0"))
        #expect(!texts.contains { $0.contains("+-") || $0.contains("−-") })
    }

    @Test func showsTheWholeMessageThePeopleParentsStatsAndFiles() {
        _ = makePresenter()
        usecase.completions[0](.success(.fresh(CommitSamples.detail, source: .network)))
        let texts = texts
        #expect(texts[0] == "commit " + CommitSamples.commit(1).sha)
        #expect(texts.contains { $0.hasPrefix("Author:    Ada <ada@example.com> (@ada)") && $0.contains("(3 days ago)") })
        #expect(texts.contains { $0.hasPrefix("Committer: GitHub <noreply@github.com>") && $0.contains("(2 days ago)") })
        #expect(texts.contains("Parents:   1111111, 2222222"))
        #expect(texts.contains("Stats:     3 files, +12 −3"))
        #expect(texts.contains("    Add a thing"))
        #expect(texts.contains("    Because it is needed.")) // the tab expanded
        #expect(texts.contains("3 files changed"))
        #expect(texts.contains("  M  src/main.swift  +2 −1"))
        #expect(texts.contains("  A  logo.png  +0 −0"))
        #expect(texts.contains("  R  a.txt → b.txt  +10 −2"))
        #expect(view.last.status.contains("3 files"))
        #expect(view.last.status.contains("o browser"))
    }

    @Test func eachFilesPatchFollowsAsDiffLinesAndAFileWithoutOneSaysSo() {
        _ = makePresenter()
        usecase.completions[0](.success(.fresh(CommitSamples.detail, source: .network)))
        let lines = view.last.lines
        let starts = view.last.fileStarts
        #expect(starts.count == 3)
        #expect(lines[starts[0]].text == "── src/main.swift  +2 −1")
        let roles = lines[(starts[0] + 1)...(starts[0] + 6)].map { $0.runs.first?.role }
        #expect(roles == [.hunk, .plain, .deletion, .addition, .addition, .note])
        #expect(lines[starts[0] + 1].text == "@@ -1,3 +1,4 @@ func main")
        #expect(lines[starts[0] + 3].text == "-old line")
        #expect(lines[starts[0] + 4].text == "+new line")
        #expect(lines[starts[1] + 1].text.contains("no patch: a binary file, or a diff too large"))
        #expect(lines[starts[2]].text.hasPrefix("── a.txt → b.txt"))
    }

    @Test func oOpensTheCommitOnGitHub() {
        let presenter = makePresenter()
        usecase.completions[0](.success(.fresh(CommitSamples.detail, source: .network)))
        presenter.didRequest(.openInBrowser)
        #expect(browser.openedURLs == ["https://github.com/o/r/commit/" + CommitSamples.commit(1).sha])
        #expect(view.last.status.contains("opened in the browser (xdg-open)"))
    }

    @Test func yCopiesTheCommitsLinkMadeFromTheNameAndSHA() {
        let presenter = makePresenter()
        presenter.didRequest(.copyLink)
        #expect(clipboard.copiedTexts == ["https://github.com/o/r/commit/" + CommitSamples.commit(1).sha])
        #expect(view.last.status.contains("copied the commit's link: https://github.com/o/r/commit/"))
    }

    @Test func beforeAnAnswerOOpensTheAddressMadeFromTheNameAndSHA() {
        let presenter = makePresenter()
        presenter.didRequest(.openInBrowser)
        #expect(browser.openedURLs == ["https://github.com/o/r/commit/" + CommitSamples.commit(1).sha])
    }

    /// A blame's SHA comes from GitHub (issue 29): made into a path segment, it can neither
    /// climb out of the commit's page nor add a query or a fragment.
    @Test func aSHAFromGitHubIsOnePathSegmentOfTheAddressOOpensAndYCopies() {
        let presenter = makePresenter(sha: "../../../evil/x?q=1#top")
        presenter.didRequest(.openInBrowser)
        presenter.didRequest(.copyLink)
        let expected = "https://github.com/o/r/commit/..%2F..%2F..%2Fevil%2Fx%3Fq%3D1%23top"
        #expect(browser.openedURLs == [expected])
        #expect(clipboard.copiedTexts == [expected])
    }

    @Test func aCachedCopyIsShownWithItsAgeAndAFailureAfterItKeepsIt() {
        _ = makePresenter()
        usecase.completions[0](.success(.cached(CommitSamples.detail, fetchedAt: CommitSamples.now.addingTimeInterval(-600),
                                                age: 600)))
        #expect(view.last.status.contains("cached 10 minutes ago · refreshing…"))
        usecase.completions[0](.failure(.transport(.timedOut)))
        #expect(!view.last.lines.isEmpty)
        #expect(view.last.status.contains("offline — showing the commit from 10 minutes ago"))
        #expect(view.last.statusTone == .warning)
    }

    @Test func aFailureWithNothingShownIsAnError() {
        _ = makePresenter()
        usecase.completions[0](.failure(.notFound(message: "No commit found")))
        #expect(view.last.lines.isEmpty)
        #expect(view.last.status.contains("not found (No commit found)"))
        #expect(view.last.statusTone == .error)
    }

    @Test func gitHubsTextIsMadeSafe() {
        _ = makePresenter()
        var answer = CommitSamples.detail
        answer.detail.commit.message = "Title \u{1B}[31mred\u{1B}[0m\nbody \u{9B}2J"
        answer.detail.files[0].patch = "@@ -1 +1 @@\n-\u{1B}]52;c;ZXZpbA==\u{07}\n+ok"
        answer.detail.files[0].filename = "evil\u{1B}[2J.txt"
        usecase.completions[0](.success(.fresh(answer, source: .network)))
        for line in view.last.lines {
            #expect(!line.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 })
        }
    }

    @Test func theMessagesReferencesAreLinksThatOpenTheirScreens() {
        _ = makePresenter()
        let commit = CommitSamples.commit(1, message: "Fix #12 (see 1a2b3c4, thanks @mona)\n\nNot `code`: 1234567")
        usecase.completions[0](.success(.fresh(CommitDetailAnswer(detail: CommitDetail(commit: commit, files: [])),
                                               source: .network)))
        let links = view.last.lines.flatMap(\.runs).compactMap(\.link)
        #expect(links == ["https://github.com/o/r/issues/12", "https://github.com/o/r/commit/1a2b3c4", "https://github.com/mona"])
        #expect(texts.contains("    Fix #12 (see 1a2b3c4, thanks @mona)"))
        let presenter = makePresenter()
        presenter.didFollowLink(target: "1a2b3c4", url: "https://github.com/o/r/commit/1a2b3c4")
        presenter.didFollowLink(target: "x", url: "https://example.com/x")
        #expect(router.shown == [.commit(fullName: "o/r", sha: "1a2b3c4")])
        #expect(browser.openedURLs == ["https://example.com/x"])
    }
}
