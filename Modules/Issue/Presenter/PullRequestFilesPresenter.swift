import Entities
import PresentationKit
import RepositoryBrowsing
import TextCells
import Usecases

/// A pull request's Files section: its changed files a page at a time (the shared
/// `PagedListLoader`, through the cache and the rate gates), the first screen as soon as the first
/// page is in and the next page as the reader nears the end of what is loaded, up to GitHub's
/// 3,000; each file laid out by the commit screen's diff layout (`DiffTextLayout`), a page more
/// laying out only its own files; `/` narrows them to the paths containing what is typed.
@MainActor
public final class PullRequestFilesPresenter: PullRequestFilesPresentation {
    /// Files asked for per page (GitHub's most).
    static let perPage = 100

    private weak var view: PullRequestFilesDisplay?
    private let trail: [String]
    private let loader: PagedListLoader<CommitFile>
    private var keyHints: [String] = []
    private var width = ScreenWidth()
    private var filter = ""
    /// The files laid out (those passing the filter, of the ones loaded), and their lines.
    private var laidFiles: [CommitFile] = []
    private var shownCount = 0
    private var lines = DiffTextLines()
    private var fileStarts: [Int] = []

    public init(fullName: String, number: Int, trail: [String], view: PullRequestFilesDisplay,
                usecase: PullRequestUsecase, dateProvider: DateProvider, hasToken: Bool) {
        self.trail = trail
        self.view = view
        loader = PagedListLoader(noun: "files", hasToken: hasToken, dateProvider: dateProvider) {
            page, freshness, completion in
            usecase.fetchFiles(fullName: fullName, number: number, page: page, perPage: Self.perPage,
                               freshness: freshness, completion: completion)
        }
        loader.onChange = { [weak self] in
            self?.display()
            self?.searchOnWhileFiltering()
        }
    }

    public func viewDidLoad(keyHints: [String]) {
        self.keyHints = keyHints
        loader.loadFirstPage(.cachedThenFresh)
        display()
    }

    public func viewDidResize(columns: Int) {
        if width.resize(to: columns) { display() }
    }

    public func didScroll(toLine line: Int) {
        let shown = fileStarts.lastIndex { $0 <= line } ?? 0
        let remaining = max(shownCount - 1 - shown, 0)
        if loader.selectionDidMove(to: loader.items.count - 1 - remaining, visibleRows: 1) { display() }
    }

    public func filterDidChange(_ text: String) {
        guard text != filter else { return }
        filter = text
        display()
        searchOnWhileFiltering()
    }

    /// While a filter leaves less than a screenful, the next page is asked for (the reader is
    /// looking for a path, not scrolling), one page at a time, up to the last.
    private func searchOnWhileFiltering() {
        guard !filter.isEmpty, lines.count < Self.filteredScreenful else { return }
        if loader.selectionDidMove(to: loader.items.count - 1, visibleRows: 1) { display() }
    }

    /// Lines a filter's matches should fill before the pages stop being asked for by themselves.
    static let filteredScreenful = 200

    public func didRequest(_ command: PullRequestSectionCommand) {
        switch command {
        case .refresh:
            guard !loader.isLoading else { return }
            loader.loadFirstPage(.refreshNow)
            display()
        case .openInBrowser:
            break // not bound on this section
        }
    }

    // MARK: Laying out

    /// Lays out the files loaded since the last time (all of them again after a refresh or a new filter).
    private func layOut(_ files: [CommitFile]) {
        if files.count < laidFiles.count || !files.starts(with: laidFiles) {
            laidFiles = []
            shownCount = 0
            lines = DiffTextLines()
            fileStarts = []
        }
        let needle = filter.lowercased()
        for file in files.dropFirst(laidFiles.count) where needle.isEmpty || Self.path(of: file).contains(needle) {
            fileStarts.append(DiffTextLayout.appendPatch(of: file, to: &lines))
            shownCount += 1
        }
        laidFiles = files
    }

    /// The file's paths (old and new), lower-cased, as the filter matches them.
    private static func path(of file: CommitFile) -> String {
        (file.filename + " " + (file.previousFilename ?? "")).lowercased()
    }

    // MARK: Showing

    private var laidFilter = ""

    private func display() {
        if laidFilter != filter {
            laidFilter = filter
            laidFiles = []
            shownCount = 0
            lines = DiffTextLines()
            fileStarts = []
        }
        let files = loader.items
        layOut(files)
        var shownLines = lines
        let message = loader.message(empty: "No files changed.")
        if !message.text.isEmpty {
            shownLines = [DiffTextLine(message.text, .note)]
        } else if shownCount == 0, !filter.isEmpty {
            shownLines = [DiffTextLine("No loaded file's path contains “" + TextSanitizer.singleLine(filter) + "”.", .note)]
        }
        let loaded = files.count == 1 ? "1 file" : "\(CompactNumber.grouped(files.count)) files"
        var counts = filter.isEmpty ? loaded : "\(CompactNumber.grouped(shownCount)) of \(loaded)"
        if loader.nextPage != nil { counts += ", more as you scroll" }
        let status = loader.statusLine(counts: counts, keyHints: keyHints)
        view?.display(PullRequestFilesViewModel(
            title: BreadcrumbText.fit(trail, toWidth: max(width.columns - BreadcrumbText.column, 1)),
            lines: shownLines, fileStarts: message.text.isEmpty ? fileStarts : [], filter: filter,
            status: status.line.fitted(toWidth: width.columns), statusTone: status.tone))
    }
}
