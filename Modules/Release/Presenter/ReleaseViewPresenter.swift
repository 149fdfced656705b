#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Markdown
import PresentationKit
import RepositoryBrowsing
import TextCells
import Usecases

/// Decides what the release screen shows: the release the list handed over (its name, tag, date
/// and marks, its notes parsed as Markdown, its assets with sizes and downloads), where its links
/// and `o` lead, and the status line.
@MainActor
public final class ReleaseViewPresenter: ReleaseViewPresentation, DocumentLinkResponding, ScreenPresenting {
    /// The name the notes are parsed under: they are always Markdown.
    static let notesFileName = "release-notes.md"

    private weak var view: ReleaseDisplay?
    private let router: ReleaseWireframe
    private let services: ScreenServices
    private let fullName: String
    /// The release shown; one known only by its id (no tag: a notification's subject) is fetched.
    private var release: Release
    private let releasesUsecase: ReleasesUsecase?
    private var request: Cancellable?
    private let trail: [String]

    public var screen = ScreenState()
    /// Tab, Shift-Tab and Enter on the notes' links.
    public private(set) lazy var documentLinks = DocumentLinkResponder(
        missingHeading: "the notes have no heading",
        scrollToHeading: { [weak self] in self?.view?.scrollToHeading(anchor: $0) == true },
        open: { [weak self] in self?.open($0) }, say: { [weak self] in self?.say($0, $1) },
        show: { [weak self] in self?.router.show($0) })
    private var columns: Int { screen.width.columns }
    private var notes = ReleaseNotes.message("")
    /// What the status line says; nil: the key hints.
    private var notice: String?
    private var statusTone = StatusTone.normal
    /// `d`: the prompt (↑↓ choose the asset), the save and its progress.
    private var saveFlow: SaveFlow?
    public var saveEvents: SavePromptEvents? { saveFlow }

    public init(fullName: String, release: Release, trail: [String], view: ReleaseDisplay, router: ReleaseWireframe,
                services: ScreenServices, releasesUsecase: ReleasesUsecase? = nil, savingUsecase: FileSavingUsecase? = nil) {
        self.fullName = fullName
        self.release = release
        self.releasesUsecase = releasesUsecase
        self.services = services
        self.trail = trail
        self.view = view
        self.router = router
        saveFlow = savingUsecase.map { usecase in
            SaveFlow(usecase: usecase, hasToken: services.hasToken, now: { services.dateProvider.now },
                     say: { [weak self] in self?.say($0, $1) }, redisplay: { [weak self] in self?.display() })
        }
    }

    isolated deinit {
        request?.cancel()
    }

    /// The notes, parsed from the release in hand; a release known only by its id is fetched first.
    public func load(_ freshness: AnswerFreshness) {
        guard release.tagName.isEmpty, let releasesUsecase else { return showNotes() }
        notes = .message("Loading the release…")
        display()
        request = releasesUsecase.fetchRelease(fullName: fullName, id: release.id, freshness: freshness) {
            [weak self] answer in
            guard let self else { return }
            switch answer {
            case .success(let stage):
                release = stage.value
                showNotes()
            case .failure(let error):
                notes = .message("Could not load the release: "
                                 + services.sentence(for: error))
                display()
            }
        }
    }

    /// The notes parsed as Markdown, or a sentence when there are none.
    private func showNotes() {
        let body = release.body ?? ""
        if body.allSatisfy(\.isWhitespace) {
            notes = .message("This release has no notes.")
        } else {
            // Parsing is pure and fast (see Benchmarks); the View lays the document out per width.
            notes = .document(LinkedText.linked(MarkdownParser.parse(bytes: Array(body.utf8), fileName: Self.notesFileName,
                                                                     htmlURL: release.htmlURL ?? releasePage),
                                                fullName: fullName))
        }
        display()
    }

    public func didRequest(_ command: ReleaseCommand) {
        switch command {
        case .openInBrowser: openInBrowser()
        case .save: saveAsset()
        case .copyLink:
            // The link ghbrowse builds, never GitHub's `html_url`.
            services.clipboard.copy(url: GitHubWebURL.release(fullName, tag: release.tagName), what: "the release's link") {
                [weak self] text, tone in self?.say(text, tone)
            }
        }
    }

    /// `d`: the prompt for the first asset, ↑↓ for the others.
    private func saveAsset() {
        let candidates = release.assets.compactMap { asset in
            asset.downloadURL.map { SaveCandidate(source: .releaseAsset(url: $0), serverName: asset.name, size: asset.size) }
        }
        guard let saveFlow else { return }
        guard !candidates.isEmpty else { return say("this release has no assets to save", .warning) }
        saveFlow.start(candidates)
    }

    private func openInBrowser() {
        open(releasePage)
    }

    // MARK: Showing

    /// The release's page on github.com.
    private var releasePage: String {
        release.htmlURL ?? GitHubWebURL.release(fullName, tag: release.tagName)
    }

    private func open(_ url: String) {
        services.browser.open(url: url) { [weak self] text, tone in self?.say(text, tone) }
    }

    /// Puts `text` on the status line and shows it.
    private func say(_ text: String, _ tone: StatusTone) {
        setStatus(text, tone)
        display()
    }

    private func setStatus(_ text: String, _ tone: StatusTone) {
        notice = text
        statusTone = tone
    }

    public func display() {
        var status = StatusLine()
        if let notice { status.append(notice, .essential) } else { status.append(keyHints: screen.keyHints) }
        let assets = release.assets.map { asset in
            ReleaseAssetLine(name: TextSanitizer.singleLine(asset.name), size: ByteCount.text(asset.size),
                             downloads: "\(CompactNumber.grouped(max(asset.downloadCount, 0))) "
                                 + (asset.downloadCount == 1 ? "download" : "downloads"))
        }
        view?.display(ReleaseViewModel(
            title: BreadcrumbText.fit(trail, toWidth: max(columns - BreadcrumbText.column, 1)),
            facts: ReleaseFacts.lines(for: release, now: services.dateProvider.now),
            notes: notes,
            assetsTitle: assets.isEmpty ? "No assets" : "Assets (\(CompactNumber.grouped(assets.count)))",
            assets: assets,
            status: status.fitted(toWidth: columns),
            statusTone: notice == nil ? .normal : statusTone,
            savePrompt: saveFlow?.prompt, isSaving: saveFlow?.isSaving ?? false))
    }
}
