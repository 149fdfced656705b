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
public final class PullRequestFilesPresenter: PullRequestFilesPresentation, ScreenPresenting {
    /// Files asked for per page (GitHub's most).
    static let perPage = 100

    private weak var view: PullRequestFilesDisplay?
    private let trail: [String]
    private let loader: PagedListLoader<CommitFile>
    public var screen = ScreenState()
    private var filter = ""
    /// The files loaded as last laid out, each with its path lower-cased and its patch's lines.
    private var loadedFiles: [CommitFile] = []
    private var prepared: [(path: [UInt8], patch: PatchLines?)] = []
    /// The filter the lines were laid out for, and how many of the loaded files they went through.
    private var laidFilter = ""
    private var laidCount = 0
    private var lines = DiffTextLines()
    private var fileStarts: [Int] = []

    public init(fullName: String, number: Int, trail: [String], view: PullRequestFilesDisplay,
                usecase: PullRequestUsecase, services: ScreenServices) {
        self.trail = trail
        self.view = view
        loader = PagedListLoader(noun: "files", services: services) {
            page, freshness, completion in
            usecase.fetchFiles(fullName: fullName, number: number, page: page, perPage: Self.perPage,
                               freshness: freshness, completion: completion)
        }
        loader.onChange = { [weak self] in
            self?.display()
            self?.searchOnWhileFiltering()
        }
    }

    public func load(_ freshness: AnswerFreshness) {
        loader.loadFirstPage(freshness)
        display()
    }

    public func didScroll(toLine line: Int) {
        var (low, high) = (0, fileStarts.count) // the first file starting after `line`
        while low < high {
            let middle = (low + high) / 2
            if fileStarts[middle] <= line { low = middle + 1 } else { high = middle }
        }
        let shown = max(low - 1, 0)
        let remaining = max(fileStarts.count - 1 - shown, 0)
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

    /// Lays out the files loaded since the last time: all of them again after a refresh or a
    /// new filter, each patch's lines found once.
    private func layOut(_ files: [CommitFile]) {
        if files.count < loadedFiles.count || !files.starts(with: loadedFiles) {
            prepared = []
            clearLines()
        }
        if laidFilter != filter {
            laidFilter = filter
            clearLines()
        }
        for file in files.dropFirst(prepared.count) {
            let path = (file.filename + " " + (file.previousFilename ?? "")).lowercased()
            prepared.append((Array(path.utf8), DiffTextLayout.patchLines(of: file)))
        }
        loadedFiles = files
        let needle = Array(filter.lowercased().utf8)
        for index in laidCount..<files.count where needle.isEmpty || Self.find(needle, in: prepared[index].path) {
            fileStarts.append(DiffTextLayout.appendPatch(of: files[index], patch: prepared[index].patch, to: &lines))
        }
        laidCount = files.count
    }

    private func clearLines() {
        laidCount = 0
        lines = DiffTextLines()
        fileStarts = []
    }

    /// Whether `needle` is in `haystack`, byte for byte.
    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            var offset = 1
            while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }

    // MARK: Showing

    public func display() {
        let files = loader.items
        layOut(files)
        var shownLines = lines
        let message = loader.message(empty: "No files changed.")
        if !message.text.isEmpty {
            shownLines = [DiffTextLine(message.text, .note)]
        } else if fileStarts.count == 0, !filter.isEmpty {
            shownLines = [DiffTextLine("No loaded file's path contains “" + TextSanitizer.singleLine(filter) + "”.", .note)]
        }
        let loaded = files.count == 1 ? "1 file" : "\(CompactNumber.grouped(files.count)) files"
        var counts = filter.isEmpty ? loaded : "\(CompactNumber.grouped(fileStarts.count)) of \(loaded)"
        if loader.nextPage != nil { counts += ", more as you scroll" }
        let status = loader.statusLine(counts: counts, keyHints: screen.keyHints)
        view?.display(PullRequestFilesViewModel(
            title: screen.breadcrumb(trail),
            lines: shownLines, fileStarts: message.text.isEmpty ? fileStarts : [], filter: filter,
            status: status.line.fitted(toWidth: screen.width.columns), statusTone: status.tone))
    }
}
