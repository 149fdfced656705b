#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import Routes
import RepositoryBrowsing
import TextCells
import Usecases

/// The files screen: a repository's tree at a ref, one directory at a time (directories first,
/// then files with their sizes), or the whole tree filtered by path as you type.
///
/// The tree comes in one request (`recursive=1`), cached now and fresh later. When GitHub cuts it
/// (`truncated`: over 100,000 entries or 7 MB), each directory is asked for by itself as it is
/// opened, and the status line says so.
@MainActor
public final class RepositoryFilesViewPresenter: RepositoryFilesViewPresentation {
    private weak var view: RepositoryFilesDisplay?
    private let router: RepositoryFilesWireframe
    private let treeUsecase: RepositoryTreeUsecase
    private let services: ScreenServices
    private let place: RepositoryRef
    private let trail: [String]

    private var screen = ScreenState()
    /// The hints of finding a path, shown while finding.
    private var findingHints: [String] = []
    private var columns: Int { screen.width.columns }
    private var index: FileTreeIndex?
    /// `/`: the whole tree's paths, found as you type.
    private var finding = PathFinding()
    private var directory: String
    private var listing: [ListingEntry] = []
    private var listingID = 0
    /// Where the View puts its selection when `listingID` changes (the directory just left, in its
    /// parent; else the top). The selection itself is the View's: events say which row.
    private var placedSelection = 0
    private var treeRequest: Cancellable?
    private var directoryRequests: [String: Cancellable] = [:]
    /// A sentence that takes the status line's place (progress, a failure, a notice).
    private var message: (text: String, tone: StatusTone)?
    private var loadError: GitHubError?
    /// Whether GitHub cut the tree (its directories are then asked for one by one).
    private var truncated = false

    /// - Parameter path: the directory to open first ("" for the root).
    /// - Parameter trail: the breadcrumb up to this screen (`github › junegunn/fzf › files`).
    public init(place: RepositoryRef, path: String, trail: [String], view: RepositoryFilesDisplay,
                router: RepositoryFilesWireframe, treeUsecase: RepositoryTreeUsecase, services: ScreenServices) {
        self.place = place
        self.directory = path
        self.trail = trail
        self.view = view
        self.router = router
        self.treeUsecase = treeUsecase
        self.services = services
    }

    isolated deinit {
        treeRequest?.cancel()
        directoryRequests.values.forEach { $0.cancel() }
    }

    // MARK: Events

    public func viewDidLoad(keyHints: [String], findingHints: [String]) {
        screen.keyHints = keyHints
        self.findingHints = findingHints
        fetchTree(.cachedThenFresh)
        display()
    }

    public func viewDidResize(columns: Int) {
        if screen.width.resize(to: columns) { display() }
    }

    public func didOpenRow(at row: Int) {
        guard index != nil else { return }
        if finding.isFinding {
            guard let entry = finding.entry(row: row, in: index), !refusesUnreadable(entry.path) else { return }
            if entry.type == .tree {
                _ = finding.end()
                open(directory: entry.path)
            } else {
                showFile(path: entry.path, size: entry.size, isSubmodule: entry.type == .commit)
            }
            return
        }
        guard let entry = listing[safe: row], !refusesUnreadable(entry.path) else { return }
        switch entry.kind {
        case .directory: open(directory: entry.path)
        case .file, .symlink: showFile(path: entry.path, size: entry.size, isSubmodule: false)
        case .submodule: showFile(path: entry.path, size: nil, isSubmodule: true)
        }
    }

    public func didRequest(_ command: RepositoryFilesCommand, row: Int) {
        switch command {
        case .parentDirectory: showParentDirectory()
        case .findPath: startFilter()
        case .openInBrowser:
            guard let url = pageURL(row: row) else { return }
            services.browser.open(url: url) { [weak self] in self?.say($0, $1) }
        case .copyLink:
            guard let url = pageURL(row: row) else { return }
            services.clipboard.copy(url: url, what: "the path's link") { [weak self] in self?.say($0, $1) }
        case .refresh: refresh()
        }
    }

    private func showParentDirectory() {
        guard !finding.isFinding else { return }
        guard !directory.isEmpty else {
            router.closeTop()
            return
        }
        let child = directory
        directory = FileTreeIndex.parent(of: child)
        message = nil
        relist()
        placedSelection = listing.firstIndex { $0.path == child } ?? 0
        listingID += 1
        display()
    }

    private func startFilter() {
        guard let index else { return }
        finding.start(in: index)
        placedSelection = 0
        listingID += 1
        display()
    }

    public func filterDidChange(to text: String) {
        guard finding.change(to: text) else { return }
        placedSelection = 0
        listingID += 1
        display()
    }

    public func didEndFilter() {
        guard finding.end() else { return }
        placedSelection = 0
        listingID += 1
        display()
    }

    /// The github.com page of the entry on `row`, or of the directory when there is no such row
    /// (`o`, `y`); nil for a path that cannot be read (said on the status line).
    private func pageURL(row: Int) -> String? {
        var path = directory
        var isDirectory = true
        if index != nil {
            if finding.isFinding, let entry = finding.entry(row: row, in: index) {
                path = entry.path
                isDirectory = entry.type == .tree
            } else if !finding.isFinding, let entry = listing[safe: row] {
                path = entry.path
                isDirectory = entry.kind == .directory
            }
        }
        if !path.isEmpty, refusesUnreadable(path) { return nil }
        return GitHubPageURL.path(fullName: place.fullName, ref: place.ref, path: path, isDirectory: isDirectory)
    }

    private func refresh() {
        guard treeRequest == nil else { return }
        fetchTree(.refreshNow)
        say("refreshing…", .busy)
    }

    // MARK: Answers

    private func fetchTree(_ freshness: AnswerFreshness) {
        treeRequest = treeUsecase.fetchTree(fullName: place.fullName, ref: place.ref, freshness: freshness) {
            [weak self] answer in
            self?.treeDidAnswer(answer)
        }
    }

    private func treeDidAnswer(_ answer: Result<CachedThenFresh<TreeAnswer>, GitHubError>) {
        let now = services.dateProvider.now
        switch answer {
        case .success(.cached(let stored, let fetchedAt, _)):
            accept(stored.tree)
            message = (CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now), .busy)
            cachedAt = fetchedAt
        case .success(.fresh(let fresh, _)):
            treeRequest = nil
            accept(fresh.tree)
            message = nil
            cachedAt = nil
        case .failure(let error):
            treeRequest = nil
            if let cachedAt, index != nil {
                message = (CacheAgeSentence.unavailable(error, what: "files", fetchedAt: cachedAt, now: now,
                                                        hasToken: services.hasToken), .warning)
            } else if index == nil {
                loadError = error
                message = (services.sentence(for: error), .error)
            } else {
                message = ("could not refresh: " + services.sentence(for: error), .warning)
            }
        }
        display()
    }

    /// When the stored tree is shown: its fetch time, until GitHub's answer replaces it.
    private var cachedAt: Date?

    private func accept(_ tree: GitTree) {
        index = FileTreeIndex(tree: tree)
        truncated = tree.truncated
        if let index { finding.treeDidChange(index) }
        relist()
        loadDirectoryIfCut()
    }

    private func open(directory path: String) {
        directory = path
        message = nil
        placedSelection = 0
        listingID += 1
        relist()
        loadDirectoryIfCut()
        display()
    }

    private func showFile(path: String, size: Int?, isSubmodule: Bool) {
        guard !isSubmodule else {
            say("\(TextSanitizer.singleLine(path)) is a submodule: another repository", .warning)
            return
        }
        router.show(.file(place, path: path, size: size))
    }

    /// Whether `path` fails `RequestPath`'s rule (`..`, `a/../../x`, `.`, an empty part, NUL): then
    /// it is neither asked for nor opened, and the status line says why.
    private func refusesUnreadable(_ path: String) -> Bool {
        guard let problem = RequestPath.problem(inPath: path) else { return false }
        message = ("unreadable name “\(TextSanitizer.singleLine(path))” (\(problem.description)): not requested",
                   .warning)
        display()
        return true
    }

    private func relist() {
        listing = index?.listing(of: directory) ?? []
    }

    /// A cut tree lists a directory only once it was asked for by itself.
    private func loadDirectoryIfCut() {
        guard let index, !index.isComplete(directory), directoryRequests[directory] == nil else { return }
        let sha = directory.isEmpty ? place.ref : index.entry(at: directory)?.sha
        guard let sha else { return }
        let path = directory
        directoryRequests[path] = treeUsecase.fetchDirectory(fullName: place.fullName, treeSHA: sha,
                                                             freshness: .cachedThenFresh) { [weak self] answer in
            self?.directoryDidAnswer(answer, path: path)
        }
    }

    private func directoryDidAnswer(_ answer: Result<CachedThenFresh<TreeAnswer>, GitHubError>, path: String) {
        switch answer {
        case .success(let answer):
            if case .fresh = answer { directoryRequests[path] = nil }
            index = index?.merging(directory: path, entries: answer.value.tree.entries)
            finding.forgetTree()
            if path == directory { relist() }
        case .failure(let error):
            directoryRequests[path] = nil
            message = (services.sentence(for: error), .warning)
        }
        display()
    }

    // MARK: Showing

    /// One sentence on the status line in place of the hints, shown at once.
    private func say(_ text: String, _ tone: StatusTone) {
        message = (text, tone)
        display()
    }

    private func display() {
        var model = RepositoryFilesViewModel()
        model.breadcrumb = BreadcrumbText.fit(trail + directory.split(separator: "/").map(String.init),
                                              toWidth: max(columns - BreadcrumbText.column, 1))
        model.listingID = listingID
        model.selection = placedSelection
        model.filter = finding.text.map { TextSanitizer.singleLine($0) }
        if let filterText = finding.text {
            model.rows = finding.rows(in: index)
            model.placeholder = model.rows.isEmpty ? "Nothing matches “\(TextSanitizer.singleLine(filterText))”" : nil
        } else {
            model.rows = RepositoryFilesRowList(listing.map(RepositoryFilesRows.row(for:)))
            if index == nil {
                model.placeholder = loadError == nil ? "Loading files…" : "The files could not be loaded."
            } else if listing.isEmpty {
                model.placeholder = index?.isComplete(directory) == false ? "Loading…" : "Empty directory"
            }
        }
        let line = statusLine()
        model.status = line.text.fitted(toWidth: columns)
        model.statusTone = line.tone
        view?.display(model)
    }

    private func statusLine() -> (text: StatusLine, tone: StatusTone) {
        if let message { return (StatusLine(message.text), message.tone) }
        var line = StatusLine()
        if finding.isFinding {
            finding.appendCounts(to: &line)
        } else if index != nil {
            line.append(listing.count == 1 ? "1 entry" : "\(CompactNumber.grouped(listing.count)) entries", .counts)
        }
        if index != nil, truncated {
            line.append("a tree too large for one answer: directories load as you open them, / finds what is loaded",
                        .essential)
        }
        line.append(keyHints: finding.isFinding ? findingHints : screen.keyHints)
        return (line, truncated ? .warning : .normal)
    }
}
