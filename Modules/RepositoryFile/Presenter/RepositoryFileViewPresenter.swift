#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Markdown
import PresentationKit
import Routes
import RepositoryBrowsing
import TextCells
import Usecases

/// The file view: a file's contents at a ref, cached now and fresh later; code highlighted off
/// the UI thread (the visible lines first, the rest in the background), numbered (`l`); a
/// Markdown file rendered as the README is (`p` for raw); a binary or too large file as a
/// sentence with its size; `o` opens it on github.com at the top visible line. A rendered
/// Markdown file's links are followed as the README's, but a link to another file or a directory
/// of the repository opens it in ghbrowse at the same ref.
@MainActor
public final class RepositoryFileViewPresenter: RepositoryFileViewPresentation {
    private weak var view: RepositoryFileDisplay?
    private let router: RepositoryFileWireframe
    private let contentsUsecase: FileContentsUsecase
    /// `o`, `y`, `Y`, `e`, `|`.
    private var actions: FileActions!
    private let services: ScreenServices
    private let place: RepositoryRef
    private let path: String
    private let size: Int?
    /// The lines a link named (1-based): the file is shown as code from the first, those marked.
    private let lines: ClosedRange<Int>?
    /// The words a code search opened the file with: searched in its text once it is shown.
    private let find: String?
    private let trail: [String]

    private var keyHints: [String] = []
    /// The lines `v` selected (from 1), while a selection is on.
    private var selectedLines: ClosedRange<Int>?
    private var renderedToggleKey: String?
    private var linkHints: [String] = []
    private var columns = 80
    private var rows = 24
    private var content = FileContent.loading
    private var showsLineNumbers = true
    private var showsRendered = true
    private let highlighting: FileHighlighting
    /// `B`: the blame beside the lines.
    private var blame: FileBlame!
    /// A sentence that takes the status line's place (progress, a failure, a notice).
    private var message: (text: String, tone: StatusTone)?
    /// Tab, Shift-Tab and Enter on a rendered Markdown file's links.
    private lazy var documentLinks = DocumentLinkResponder(
        missingHeading: "the file has no heading",
        scrollToHeading: { [weak self] in self?.view?.scrollToHeading(anchor: $0) == true },
        open: { [weak self] in self?.actions.openInBrowser($0) },
        say: { [weak self] in self?.say($0, $1) },
        show: { [weak self] in self?.router.show($0) })
    private var fileRequest: Cancellable?
    /// When the copy shown was fetched, while it is the cached one.
    private var cachedAt: Date?
    /// `d`: the prompt, the save and its progress.
    private var saveFlow: SaveFlow?
    public var saveEvents: SavePromptEvents? { saveFlow }

    /// - Parameter size: the file's size when the tree said it (a file over 10 MB is then not fetched).
    /// - Parameter trail: the breadcrumb up to and including this file.
    /// - Parameter lines: the lines a link named (`#L10-L20`), shown from the first and marked; a
    ///   Markdown file is then shown raw, where lines mean what they say.
    /// - Parameter find: the words a code search opened the file with; a Markdown file is then
    ///   shown raw, where the search matched.
    public init(place: RepositoryRef, path: String, size: Int?, lines: ClosedRange<Int>? = nil, find: String? = nil,
                trail: [String],
                view: RepositoryFileDisplay,
                router: RepositoryFileWireframe, contentsUsecase: FileContentsUsecase,
                highlightUsecase: CodeHighlightUsecase, services: ScreenServices, historyUsecase: CommitHistoryUsecase,
                viewerUsecase: ExternalViewerUsecase, blameUsecase: BlameUsecase, theme: CodeTheme,
                savingUsecase: FileSavingUsecase? = nil) {
        self.place = place
        self.path = path
        self.size = size
        self.lines = lines
        self.find = find
        self.trail = trail
        self.view = view
        self.router = router
        self.contentsUsecase = contentsUsecase
        highlighting = FileHighlighting(usecase: highlightUsecase, theme: theme)
        self.services = services
        actions = FileActions(services: services, viewerUsecase: viewerUsecase,
                              permalink: FilePermalink(usecase: historyUsecase, place: place)) { [weak self] in self?.say($0, $1) }
        blame = FileBlame(usecase: blameUsecase, place: place, path: path, hasToken: services.hasToken,
                          now: { [dateProvider = services.dateProvider] in dateProvider.now },
                          say: { [weak self] in self?.say($0, $1) }, changed: { [weak self] in self?.display() })
        saveFlow = savingUsecase.map { usecase in
            SaveFlow(usecase: usecase, hasToken: services.hasToken, now: { services.dateProvider.now },
                     say: { [weak self] in self?.say($0, $1) }, redisplay: { [weak self] in self?.display() })
        }
    }

    isolated deinit {
        fileRequest?.cancel()
        highlighting.stop()
        blame.stop()
    }

    // MARK: Events

    public func viewDidLoad(keyHints: [String], renderedToggleKey: String?, linkHints: [String]) {
        self.keyHints = keyHints
        self.renderedToggleKey = renderedToggleKey
        self.linkHints = linkHints
        highlighting.prepare()
        fetch(.cachedThenFresh)
    }

    public func viewDidResize(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        display()
    }

    public func didSelectLines(_ lines: ClosedRange<Int>?) {
        selectedLines = lines
        if let lines {
            let which = lines.count == 1 ? "line \(lines.lowerBound)" : "lines \(lines.lowerBound)–\(lines.upperBound)"
            message = ("\(which) selected: y copies the permalink, o opens them, Esc ends", .normal)
        } else {
            message = nil
        }
        display()
    }

    public func didRequest(_ command: RepositoryFileCommand, topLine: Int) {
        switch command {
        case .toggleLineNumbers: toggleLineNumbers()
        case .toggleRendered: toggleRendered()
        case .refresh: refresh()
        case .openInBrowser: actions.openInBrowser(fileURL(ref: place.ref, topLine: topLine))
        case .copyLink: actions.copyPermalink { [weak self] sha in self?.fileURL(ref: sha, topLine: topLine) ?? "" }
        case .copyBranchLink: actions.copy(fileURL(ref: place.ref, topLine: topLine), what: "the link at \(place.ref)")
        case .edit: actions.open(shownBytes, fileName: fileName, in: .editor)
        case .page: actions.open(shownBytes, fileName: fileName, in: .pager)
        case .blame: toggleBlame()
        case .save:
            saveFlow?.start([SaveCandidate(source: .repositoryFile(fullName: place.fullName, path: path, ref: place.ref),
                                           serverName: fileName, size: size)])
        }
    }

    /// `B`: the blame beside the code (a rendered Markdown file is shown raw for it), or the plain file.
    private func toggleBlame() {
        guard blame.isOn || shownBytes != nil else {
            say("only a text file has a blame", .warning)
            return
        }
        if !blame.isOn, case .text(_, _, .some) = content { showsRendered = false }
        blame.toggle()
    }

    public func didMoveBlameCursor(toLine line: Int) {
        guard case .text(_, let lines, _) = content, let group = blame.group(ofLine: line, lineCount: lines.count) else {
            return
        }
        say(FileBlame.summary(of: group) + " · Enter opens it", .normal)
    }

    public func didOpenBlameLine(_ line: Int) {
        guard case .text(_, let lines, _) = content, let group = blame.group(ofLine: line, lineCount: lines.count) else {
            say("line \(line) has no commit in the blame", .warning)
            return
        }
        guard FileBlame.isCommitSHA(group.oid) else {
            say("line \(line)'s commit has no usable SHA", .warning)
            return
        }
        router.show(.commit(fullName: place.fullName, sha: group.oid))
    }

    private func refresh() {
        blame.refresh()
        guard fileRequest == nil else { return }
        fetch(.refreshNow)
    }

    private func toggleLineNumbers() {
        showsLineNumbers.toggle()
        say(showsLineNumbers ? "line numbers on" : "line numbers off", .normal)
    }

    private func toggleRendered() {
        guard case .text(_, _, .some) = content else {
            say("only a Markdown file has a rendered form", .warning)
            return
        }
        showsRendered.toggle()
        say(showsRendered ? "rendered Markdown" : "raw Markdown", .normal)
    }

    /// The file's page at `ref`, the one link `o`, `y` and `Y` give: at the selected lines, else at
    /// `topLine` (the top line shown, from 0; none at the first) when the file is shown as lines of text.
    private func fileURL(ref: String, topLine: Int) -> String {
        var lines: ClosedRange<Int>?
        if case .text(_, _, let markdown) = content, markdown == nil || !showsRendered {
            if let selectedLines {
                lines = selectedLines
            } else if topLine > 0 {
                lines = (topLine + 1)...(topLine + 1)
            }
        }
        return GitHubWebURL.file(place.fullName, ref: ref, path: path, lines: lines)
    }

    public func didSelectLink(target: String, destination: LinkDestination) {
        documentLinks.didSelectLink(target: target, destination: destination)
    }

    public func didRequestLinkWithoutLinks() {
        documentLinks.didRequestLinkWithoutLinks()
    }

    /// A link into this repository at this ref opens in ghbrowse; any other is the reading
    /// screens' (the browser, a heading, or a sentence).
    public func didActivateLink(target: String, destination: LinkDestination) {
        if case .web(let url) = destination,
           let link = RepositoryLink.resolve(target: target, url: url, fullName: place.fullName, ref: place.ref,
                                             from: path) {
            follow(link, target: target)
            return
        }
        documentLinks.didActivateLink(target: target, destination: destination)
    }

    /// A link into this repository at this ref: its file or directory opens in ghbrowse; a path
    /// that must not be requested is said, never asked for.
    private func follow(_ link: RepositoryLink, target: String) {
        switch link {
        case .file(let linked):
            router.show(.file(place, path: linked, size: nil))
        case .directory(let linked):
            router.show(.files(place, path: linked))
        case .refused(let refusal):
            say(refusal.sentence(target: target), .warning)
        }
    }

    // MARK: Fetching

    private func fetch(_ freshness: AnswerFreshness) {
        say("loading…", .busy)
        fileRequest = contentsUsecase.fetchFile(fullName: place.fullName, path: path, ref: place.ref,
                                                knownSize: size, freshness: freshness) { [weak self] answer in
            self?.fileDidAnswer(answer)
        }
    }

    private func fileDidAnswer(_ answer: Result<CachedThenFresh<FileContentsAnswer>, GitHubError>) {
        let now = services.dateProvider.now
        switch answer {
        case .success(.cached(let stored, let fetchedAt, _)):
            cachedAt = fetchedAt
            show(stored)
            message = (CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now), .busy)
        case .success(.fresh(let fresh, let source)):
            fileRequest = nil
            cachedAt = nil
            message = nil
            // The same bytes as on screen (a 304, or an unchanged file): highlighting them again
            // would only cost time and move nothing.
            if source == .revalidated, case .text = content { break }
            if case .file(let bytes) = fresh, case .text(let shown, _, _) = content, shown == bytes { break }
            show(fresh)
        case .failure(let error):
            fileRequest = nil
            let sentence = services.sentence(for: error)
            if let shownAt = cachedAt {
                message = (CacheAgeSentence.unavailable(error, what: "file", fetchedAt: shownAt, now: now,
                                                        hasToken: services.hasToken), .warning)
            } else if case .text = content {
                message = ("could not refresh: \(sentence)", .warning)
            } else {
                content = .failed(sentence)
                message = (sentence, .error)
            }
        }
        display()
    }

    private func show(_ answer: FileContentsAnswer) {
        highlighting.stop()
        switch answer {
        case .tooLarge(let size):
            content = .tooLarge(size)
        case .file(let bytes):
            guard !BinaryDetection.isBinary(bytes) else {
                content = .binary(bytes.count)
                return
            }
            let markdown = FileKind.isMarkdown(path)
                ? LinkedText.linked(MarkdownParser.parse(bytes: bytes, fileName: fileName,
                                                         htmlURL: GitHubWebURL.file(place.fullName, ref: place.ref, path: path)),
                                    fullName: place.fullName)
                : nil
            if markdown != nil, lines != nil || find != nil, case .loading = content { showsRendered = false }
            content = .text(bytes: bytes, lines: CodeLines(bytes: bytes), markdown: markdown)
            startHighlighting(bytes)
        }
    }

    private var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private func startHighlighting(_ bytes: [UInt8]) {
        highlighting.start(fileName: fileName, bytes: bytes, firstLines: rows) { [weak self] answer in
            self?.highlightDidAnswer(answer)
        }
    }

    private func highlightDidAnswer(_ answer: CodeHighlightAnswer) {
        guard case .text(let bytes, var lines, let markdown) = content else { return }
        if let chunk = highlighting.receive(answer) {
            lines.apply(chunk)
            content = .text(bytes: bytes, lines: lines, markdown: markdown)
        }
        display()
    }

    /// One sentence on the status line in place of the hints, shown at once.
    private func say(_ text: String, _ tone: StatusTone) {
        message = (text, tone)
        display()
    }

    /// The file's bytes while it is shown as text (what `e` and `|` open).
    private var shownBytes: [UInt8]? {
        if case .text(let bytes, _, _) = content { return bytes }
        return nil
    }

    // MARK: Showing

    private func display() {
        var blameColumn: BlameColumn?
        if case .text(_, let lines, let markdown) = content, markdown == nil || !showsRendered {
            blameColumn = blame.column(lineCount: lines.count, columns: columns, now: services.dateProvider.now)
        }
        view?.display(RepositoryFileViewModel(
            breadcrumb: BreadcrumbText.fit(trail, toWidth: max(columns - 1, 1)),
            body: content.body(path: path, showsRendered: showsRendered),
            showsLineNumbers: showsLineNumbers,
            markedLines: lines,
            find: find,
            status: statusLine.fitted(toWidth: columns),
            statusTone: message?.tone ?? highlighting.tone,
            blame: blameColumn,
            savePrompt: saveFlow?.prompt, isSaving: saveFlow?.isSaving ?? false))
    }

    /// `p raw` on a rendered Markdown file, `p rendered` on a raw one; nothing on any other file.
    private var renderedToggleHint: String? {
        guard let renderedToggleKey, case .text(_, _, .some) = content else { return nil }
        return "\(renderedToggleKey) \(showsRendered ? "raw" : "rendered")"
    }

    /// Whether the body is rendered Markdown with links (Tab and Enter have something to do).
    private var showsLinks: Bool {
        guard showsRendered, case .text(_, _, let markdown?) = content else { return false }
        return !markdown.links.isEmpty
    }

    private var statusLine: StatusLine {
        var line = StatusLine()
        if let message { line.append(message.text, .essential) }
        highlighting.appendStatus(to: &line)
        if case .text(let bytes, let lines, _) = content {
            let count = lines.count == 1 ? "1 line" : "\(CompactNumber.grouped(lines.count)) lines"
            line.append("\(count) · \(ByteCount.text(bytes.count))", .counts)
        }
        let hints = (showsLinks ? linkHints : []) + (renderedToggleHint.map { [$0] } ?? []) + keyHints
        line.append(keyHints: hints)
        return line
    }
}
