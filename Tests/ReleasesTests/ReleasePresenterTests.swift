import Foundation
import Entities
import Markdown
import PresentationKit
import ReleasePresenter
import TestSupport
import Testing

@MainActor
@Suite struct ReleasePresenterTests {
    private let view = ReleaseViewSpy()
    private let browser = OpenURLUsecaseMock()
    private let clipboard = ClipboardUsecaseMock()

    private func presenter(for release: Release) -> ReleaseViewPresenter {
        let presenter = ReleaseViewPresenter(fullName: "o/r", release: release,
                                             trail: ["github", "o/r", "releases", release.tagName], view: view,
                                             router: RouteWireframeSpy(),
                                             services: .doubles(browser: browser, clipboard: clipboard,
                                                                dateProvider: FixedDateProvider(now: SampleReleases.now)))
        presenter.viewDidLoad(keyHints: ["Tab link", "o browser", "Esc back"])
        return presenter
    }

    @Test func aReleaseKnownOnlyByItsIdIsFetchedThenShown() {
        let releases = ReleasesUsecaseMock()
        let presenter = ReleaseViewPresenter(fullName: "o/r", release: Release(id: 42, tagName: ""),
                                             trail: ["github", "o/r", "release 42"], view: view, router: RouteWireframeSpy(),
                                             services: .doubles(browser: browser, clipboard: clipboard,
                                                                dateProvider: FixedDateProvider(now: SampleReleases.now), hasToken: true),
                                             releasesUsecase: releases)
        presenter.viewDidLoad(keyHints: [])
        #expect(releases.releaseCalls.map(\.id) == [42])
        #expect(view.last.notes == .message("Loading the release…"))
        releases.releaseCalls[0].completion(.success(.fresh(
            SampleReleases.release(42, tag: "v4.2", name: "Forty-two", body: "Notes here.\n"), source: .network)))
        #expect(view.last.facts.first?.text == "Forty-two")
        guard case .document = view.last.notes else {
            Issue.record("notes not parsed: \(view.last.notes)")
            return
        }
    }

    @Test func aReleaseThatCannotBeFetchedSaysWhyInPlaceOfItsNotes() {
        let releases = ReleasesUsecaseMock()
        let presenter = ReleaseViewPresenter(fullName: "o/r", release: Release(id: 42, tagName: ""),
                                             trail: [], view: view, router: RouteWireframeSpy(),
                                             services: .doubles(browser: browser, clipboard: clipboard,
                                                                dateProvider: FixedDateProvider(now: SampleReleases.now), hasToken: true),
                                             releasesUsecase: releases)
        presenter.viewDidLoad(keyHints: [])
        releases.releaseCalls[0].completion(.failure(.notFound(message: "Not Found")))
        guard case .message(let sentence) = view.last.notes else {
            Issue.record("no sentence: \(view.last.notes)")
            return
        }
        #expect(sentence.hasPrefix("Could not load the release: "))
    }

    private let assets = [ReleaseAsset(name: "tool-linux-amd64.tar.gz", size: 1_258_291, downloadCount: 1_204),
                          ReleaseAsset(name: "checksums.txt", size: 512, downloadCount: 1)]

    @Test func showsNameTagDateAuthorMarksTheParsedNotesAndTheAssets() {
        _ = presenter(for: SampleReleases.release(7, tag: "v2.0.0-rc1", name: "Second, nearly", prerelease: true,
                                                  body: "## Changes\n\n* [docs](https://example.com/docs)\n",
                                                  assets: assets))
        let model = view.last
        #expect(model.title == "github › o/r › releases › v2.0.0-rc1")
        #expect(model.facts.map(\.text)[0] == "Second, nearly")
        #expect(model.facts[1].text.hasPrefix("tag v2.0.0-rc1 · published 3 days ago ("))
        #expect(model.facts[1].text.hasSuffix(" by octocat"))
        #expect(model.facts.last == ReleaseFactLine(text: "PRE-RELEASE", role: .flag))
        guard case .document(let document) = model.notes else {
            Issue.record("notes not parsed: \(model.notes)")
            return
        }
        #expect(document.links.count == 1)
        #expect(model.assetsTitle == "Assets (2)")
        #expect(model.assets == [ReleaseAssetLine(name: "tool-linux-amd64.tar.gz", size: "1.2 MB", downloads: "1,204 downloads"),
                                 ReleaseAssetLine(name: "checksums.txt", size: "512 B", downloads: "1 download")])
        #expect(model.status == "Tab link · o browser · Esc back")
    }

    @Test func emptyNotesAndNoAssetsAreSaid() {
        _ = presenter(for: SampleReleases.release(1, tag: "v1", body: "  \n"))
        #expect(view.last.notes == .message("This release has no notes."))
        #expect(view.last.assetsTitle == "No assets")
        #expect(view.last.facts[0].text == "v1") // no name: the tag heads it
    }

    @Test func githubTextIsSanitized() {
        let hostile = ReleaseAsset(name: "evil\u{1B}[2J.zip", size: 1, downloadCount: 0)
        _ = presenter(for: SampleReleases.release(1, tag: "v1\u{1B}[31m", name: "n\u{07}ame", assets: [hostile]))
        let text = view.last.facts.map(\.text).joined() + view.last.assets.map(\.name).joined() + view.last.title
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
    }

    @Test func yCopiesTheReleasesLinkMadeFromItsTag() {
        let presenter = presenter(for: SampleReleases.release(1, tag: "v1.0 beta"))
        presenter.didRequest(.copyLink)
        #expect(clipboard.copiedTexts == ["https://github.com/o/r/releases/tag/v1.0%20beta"])
        #expect(view.last.status == "copied the release's link: https://github.com/o/r/releases/tag/v1.0%20beta")
    }

    @Test func oOpensTheReleasePageAndWebLinksOpenInTheBrowser() {
        let presenter = presenter(for: SampleReleases.release(1, tag: "v1"))
        presenter.didRequest(.openInBrowser)
        #expect(browser.openedURLs == ["https://github.com/o/r/releases/tag/v1"])
        presenter.didSelectLink(target: "https://example.com", destination: .web("https://example.com"))
        #expect(view.last.status == "link to https://example.com")
        presenter.didActivateLink(target: "https://example.com", destination: .web("https://example.com"))
        #expect(browser.openedURLs.last == "https://example.com")
        #expect(view.last.status.hasPrefix("opened in the browser"))
    }

    @Test func tabWithoutLinksSaysSo() {
        let presenter = presenter(for: SampleReleases.release(1, tag: "v1"))
        presenter.didRequestLinkWithoutLinks()
        #expect(view.last.status == "no links on this page")
    }

    @Test func anchorsScrollToTheirHeadingOrSayThereIsNone() {
        let presenter = presenter(for: SampleReleases.release(1, tag: "v1", body: "# Fixes\n"))
        view.anchors = ["fixes"]
        presenter.didActivateLink(target: "#fixes", destination: .anchor("fixes"))
        #expect(view.last.status == "#fixes")
        presenter.didActivateLink(target: "#nope", destination: .anchor("nope"))
        #expect(view.last.status == "the notes have no heading #nope")
        presenter.didActivateLink(target: "javascript:x", destination: .notOpenable(scheme: "javascript"))
        #expect(browser.openedURLs.isEmpty)
    }

    /// A private repository's asset downloads only from its API address: `d` saves from it when
    /// GitHub gave one, else from the browser's address.
    @Test func dSavesAnAssetFromItsAPIAddressWhenGitHubGaveOne() {
        let saving = FileSavingUsecaseMock()
        let release = SampleReleases.release(7, tag: "v7", name: "Seven", body: "", assets: [
            ReleaseAsset(name: "private.tgz", size: 10, browserDownloadURL: "https://github.com/o/r/releases/download/v7/private.tgz",
                         apiURL: "https://api.github.com/repos/o/r/releases/assets/70"),
            ReleaseAsset(name: "old.tgz", size: 20, browserDownloadURL: "https://github.com/o/r/releases/download/v7/old.tgz"),
            ReleaseAsset(name: "nowhere.tgz", size: 30),
        ])
        let presenter = ReleaseViewPresenter(fullName: "o/r", release: release, trail: [], view: view,
                                             router: RouteWireframeSpy(),
                                             services: .doubles(browser: browser, clipboard: clipboard,
                                                                dateProvider: FixedDateProvider(now: SampleReleases.now), hasToken: true),
                                             savingUsecase: saving)
        presenter.viewDidLoad(keyHints: [])
        presenter.didRequest(.save)
        presenter.saveEvents?.didSubmitSavePath("private.tgz")
        saving.saves.last?.completion(.saved(path: "private.tgz", bytes: 10))
        presenter.didRequest(.save)
        presenter.saveEvents?.didStepSaveChoice(1)
        presenter.saveEvents?.didSubmitSavePath("old.tgz")
        #expect(saving.saves.map(\.source) == [.releaseAsset(url: "https://api.github.com/repos/o/r/releases/assets/70"),
                                                .releaseAsset(url: "https://github.com/o/r/releases/download/v7/old.tgz")])
    }
}
