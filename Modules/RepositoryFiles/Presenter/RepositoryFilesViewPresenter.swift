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
    /// At most this many paths are listed for a filter, the best first.
    static let filterRowLimit = 1_000

    private weak var view: RepositoryFilesDisplay?
    private let router: RepositoryFilesWireframe
    private let treeUsecase: RepositoryTreeUsecase
    private let openURLUsecase: OpenURLUsecase
    private let dateProvider: DateProvider
    private let hasToken: Bool
    private let place: RepositoryRef
    private let trail: [String]

    private var keyHints: [String] = []
    /// The hints of finding a path, shown while finding.
    private var findingHints: [String] = []
    private var width = ScreenWidth()
    private var columns: Int { width.columns }
    private var index: FileTreeIndex?
    /// Built from the index's file paths the first time `/` is pressed (files only, as GitHub's
    /// file finder lists them); `filterEntries` maps its paths back to the index's entries.
    private var pathFilter: FuzzyPathFilter?
    private var filterEntries: [Int] = []
    private var directory: String
    private var listing: [ListingEntry] = []
    /// The filter's text while filtering, and what it found.
    private var filterText: String?
    private var filterResults: FuzzyPathFilter.Results?
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
                router: RepositoryFilesWireframe, treeUsecase: RepositoryTreeUsecase, openURLUsecase: OpenURLUsecase,
                dateProvider: DateProvider, hasToken: Bool) {
        self.place = place
        self.directory = path
        self.trail = trail
        self.view = view
        self.router = router
        self.treeUsecase = treeUsecase
        self.openURLUsecase = openURLUsecase
        self.dateProvider = dateProvider
        self.hasToken = hasToken
    }

    isolated deinit {
        treeRequest?.cancel()
        directoryRequests.values.forEach { $0.cancel() }
    }

    // MARK: Events

    public func viewDidLoad(keyHints: [String], findingHints: [String]) {
        self.keyHints = keyHints
        self.findingHints = findingHints
        fetchTree(.cachedThenFresh)
        display()
    }

    public func viewDidResize(columns: Int) {
        if width.resize(to: columns) { display() }
    }

    public func didOpenRow(at row: Int) {
        guard index != nil else { return }
        if filterText != nil {
            guard let entry = filterEntry(row: row), !refusesUnreadable(entry.path) else { return }
            if entry.type == .tree {
                filterText = nil
                filterResults = nil
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
        case .openInBrowser: openInBrowser(row: row)
        case .refresh: refresh()
        }
    }

    private func showParentDirectory() {
        guard filterText == nil else { return }
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
        guard index != nil else { return }
        buildFilterIfNeeded()
        filterText = ""
        filterResults = pathFilter?.search("", limit: Self.filterRowLimit)
        placedSelection = 0
        listingID += 1
        display()
    }

    public func filterDidChange(to text: String) {
        guard let previous = filterText, let pathFilter else { return }
        // A longer query only narrows what the shorter one found.
        let among = text.hasPrefix(previous) ? filterResults?.matching : nil
        filterText = text
        filterResults = pathFilter.search(text, limit: Self.filterRowLimit, among: among)
        placedSelection = 0
        listingID += 1
        display()
    }

    public func didEndFilter() {
        guard filterText != nil else { return }
        filterText = nil
        filterResults = nil
        placedSelection = 0
        listingID += 1
        display()
    }

    /// The entry on `row`, or the directory when there is no such row.
    private func openInBrowser(row: Int) {
        var path = directory
        var isDirectory = true
        if index != nil {
            if filterText != nil, let entry = filterEntry(row: row) {
                path = entry.path
                isDirectory = entry.type == .tree
            } else if filterText == nil, let entry = listing[safe: row] {
                path = entry.path
                isDirectory = entry.kind == .directory
            }
        }
        if !path.isEmpty, refusesUnreadable(path) { return }
        let url = GitHubPageURL.path(fullName: place.fullName, ref: place.ref, path: path, isDirectory: isDirectory)
        message = BrowserSentence.opening(url)
        display()
        openURLUsecase.open(url: url) { [weak self] outcome in
            self?.message = BrowserSentence.failure(outcome)
            self?.display()
        }
    }

    private func refresh() {
        guard treeRequest == nil else { return }
        fetchTree(.refreshNow)
        message = ("refreshing…", .busy)
        display()
    }

    // MARK: Answers

    private func fetchTree(_ freshness: AnswerFreshness) {
        treeRequest = treeUsecase.fetchTree(fullName: place.fullName, ref: place.ref, freshness: freshness) {
            [weak self] answer in
            self?.treeDidAnswer(answer)
        }
    }

    private func treeDidAnswer(_ answer: Result<CachedThenFresh<TreeAnswer>, GitHubError>) {
        let now = dateProvider.now
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
                                                        hasToken: hasToken), .warning)
            } else if index == nil {
                loadError = error
                message = (ErrorSentence.describe(error, now: now, hasToken: hasToken), .error)
            } else {
                message = ("could not refresh: " + ErrorSentence.describe(error, now: now, hasToken: hasToken), .warning)
            }
        }
        display()
    }

    /// When the stored tree is shown: its fetch time, until GitHub's answer replaces it.
    private var cachedAt: Date?

    private func accept(_ tree: GitTree) {
        index = FileTreeIndex(tree: tree)
        truncated = tree.truncated
        pathFilter = nil
        if filterText != nil {
            buildFilterIfNeeded()
            filterResults = pathFilter?.search(filterText ?? "", limit: Self.filterRowLimit)
        }
        relist()
        loadDirectoryIfCut()
    }

    private func buildFilterIfNeeded() {
        guard pathFilter == nil, let index else { return }
        filterEntries = index.entries.indices.filter { index.entries[$0].type == .blob }
        pathFilter = FuzzyPathFilter(paths: filterEntries.map { index.entries[$0].path })
    }

    /// The index entry a filter row stands for.
    private func filterEntry(row: Int) -> GitTreeEntry? {
        guard let match = filterResults?.rows[safe: row], let entry = filterEntries[safe: match.index] else { return nil }
        return index?.entries[safe: entry]
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
            message = ("\(TextSanitizer.singleLine(path)) is a submodule: another repository", .warning)
            display()
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
            pathFilter = nil
            if path == directory { relist() }
        case .failure(let error):
            directoryRequests[path] = nil
            message = (ErrorSentence.describe(error, now: dateProvider.now, hasToken: hasToken), .warning)
        }
        display()
    }

    // MARK: Showing

    private func display() {
        var model = RepositoryFilesViewModel()
        model.breadcrumb = BreadcrumbText.fit(trail + directory.split(separator: "/").map(String.init),
                                              toWidth: max(columns - BreadcrumbText.column, 1))
        model.listingID = listingID
        model.selection = placedSelection
        model.filter = filterText.map { TextSanitizer.singleLine($0) }
        if let filterText {
            model.rows = (filterResults?.rows ?? []).enumerated().compactMap { row, match in
                filterEntry(row: row).map { Self.row(forPath: $0, positions: match.positions) }
            }
            model.placeholder = model.rows.isEmpty ? "Nothing matches “\(TextSanitizer.singleLine(filterText))”" : nil
        } else {
            model.rows = listing.map(Self.row(for:))
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
        if let filterText, let results = filterResults {
            let found = results.matching.count
            line.append(filterText.isEmpty ? "\(CompactNumber.grouped(found)) files"
                        : "\(CompactNumber.grouped(found)) of \(CompactNumber.grouped(pathFilter?.count ?? 0)) files",
                        .counts)
            if found > Self.filterRowLimit { line.append("the best \(CompactNumber.grouped(Self.filterRowLimit)) shown", .counts) }
        } else if index != nil {
            line.append(listing.count == 1 ? "1 entry" : "\(CompactNumber.grouped(listing.count)) entries", .counts)
        }
        if index != nil, truncated {
            line.append("a tree too large for one answer: directories load as you open them, / finds what is loaded",
                        .essential)
        }
        line.append(keyHints: filterText == nil ? keyHints : findingHints)
        return (line, truncated ? .warning : .normal)
    }


    /// What a row shows for an entry whose path `RequestPath` refuses: its name made safe, marked.
    static let unreadableDetail = "unreadable name"

    private static func row(for entry: ListingEntry) -> RepositoryFilesViewModel.Row {
        let name = TextSanitizer.singleLine(entry.name)
        if RequestPath.problem(inPath: entry.path) != nil {
            return .init(name: entry.kind == .directory ? name + "/" : name, detail: unreadableDetail, kind: .unreadable)
        }
        switch entry.kind {
        case .directory:
            let count = entry.childCount.map { $0 == 1 ? "1 item" : "\(CompactNumber.grouped($0)) items" } ?? ""
            return .init(name: name + "/", detail: count, kind: .directory)
        case .file:
            return .init(name: name, detail: entry.size.map(ByteCount.text) ?? "", kind: .file)
        case .symlink:
            return .init(name: name, detail: "link", kind: .symlink)
        case .submodule:
            return .init(name: name, detail: "submodule", kind: .submodule)
        }
    }

    /// A path the filter found; `positions` are the byte offsets in it that matched.
    private static func row(forPath entry: GitTreeEntry, positions: [Int]) -> RepositoryFilesViewModel.Row {
        let path = TextSanitizer.singleLine(entry.path)
        if RequestPath.problem(inPath: entry.path) != nil {
            return .init(name: path, detail: unreadableDetail, kind: .unreadable)
        }
        let matched = path == entry.path ? characterIndices(ofBytes: positions, in: path) : []
        switch entry.type {
        case .tree: return .init(name: path + "/", detail: "", kind: .directory, matched: matched)
        case .commit: return .init(name: path, detail: "submodule", kind: .submodule, matched: matched)
        case .blob: return .init(name: path, detail: entry.size.map(ByteCount.text) ?? "", kind: .file,
                                 matched: matched)
        }
    }

    /// The indices of the characters of `text` that hold the UTF-8 byte offsets `bytes`, once each.
    static func characterIndices(ofBytes bytes: [Int], in text: String) -> [Int] {
        guard !bytes.isEmpty else { return [] }
        let wanted = Set(bytes)
        var indices: [Int] = []
        var offset = 0
        for (index, character) in text.enumerated() {
            let length = character.utf8.count
            if wanted.contains(where: { $0 >= offset && $0 < offset + length }) { indices.append(index) }
            offset += length
        }
        return indices
    }
}
