import Entities
import PresentationKit
import RepositoryBrowsing
import Routes
import TextCells
import Usecases

/// Decides what the code search screen shows: nothing is asked of GitHub without a token (a
/// sentence says how to get one) nor before a query is submitted (typing sends nothing: only Enter
/// in the field does); then the files found, each with its matching lines, the next page as the
/// selection nears the end (up to GitHub's 1,000 results), and where Enter, `o` and `r` lead.
@MainActor
public final class CodeSearchViewPresenter: CodeSearchViewPresentation, PagedListPresenting {
    /// Files asked for per page (code search's budget is 10 requests a minute: few, large pages).
    static let perPage = 100
    /// The sentence on a screen without a token.
    static let tokenSentence = TokenSentence.needed(for: "code search", plural: false)
    /// The sentence before a query.
    static let askForQuery = "Search code across GitHub: / and type words and qualifiers, e.g. toto language:python"

    private weak var view: CodeSearchDisplay?
    private let router: CodeSearchWireframe
    private let usecase: CodeSearchUsecase
    private let services: ScreenServices
    /// The repository searched in (`repo:` added), or nil for every one.
    private let fullName: String?
    /// The breadcrumb; its last step names the query searched (`code: toto`).
    private var trail: [String]
    /// The query searched (trimmed); "" before one was submitted.
    private var query: String
    /// GitHub's count for the query, from its latest answer.
    private var totalCount: Int?

    public var screen = ScreenState()
    public private(set) var pages: PagedListLoader<CodeSearchResult>?
    /// For each row shown, the index of its file in `pages`' items.
    private var rowFiles: [Int] = []

    public init(query: String, fullName: String?, trail: [String], view: CodeSearchDisplay, router: CodeSearchWireframe,
                usecase: CodeSearchUsecase, services: ScreenServices) {
        self.query = String(query.trimmingWhitespace)
        self.fullName = fullName
        self.trail = trail
        self.view = view
        self.router = router
        self.usecase = usecase
        self.services = services
    }

    // MARK: Events

    public func didRequest(_ command: CodeSearchCommand, row: Int) {
        let result = rowFiles[safe: row].flatMap { pages?.items[safe: $0] }
        switch command {
        case .open:
            guard let result else { return }
            let place = RepositoryRef(fullName: result.repositoryFullName, ref: result.ref ?? "HEAD")
            router.show(.file(place, path: result.path, size: nil,
                              find: CodeSearchWords.find(in: result, query: query)))
        case .openInBrowser:
            let url = result.map { $0.htmlURL ?? GitHubWebURL.file($0.repositoryFullName, ref: $0.ref ?? "HEAD", path: $0.path) }
            open(url ?? Self.searchPage(query: query, fullName: fullName), through: services.browser)
        case .refresh:
            refreshPages()
        }
    }

    public func didMoveSelection(to index: Int, visibleRowCount: Int) {
        guard let file = rowFiles[safe: index] ?? rowFiles.last else { return }
        if pages?.selectionDidMove(to: file, visibleRows: visibleRowCount / 2) == true { display() }
    }

    public func filterDidSubmit(query text: String) {
        query = String(text.trimmingWhitespace)
        if !query.isEmpty, !trail.isEmpty { trail[trail.count - 1] = "code: " + TextSanitizer.singleLine(query) }
        load(.cachedThenFresh)
    }

    // MARK: Fetching

    /// Searches the query, unless there is no token or no query: then nothing is sent.
    public func load(_ freshness: AnswerFreshness) {
        totalCount = nil
        guard services.hasToken, !query.isEmpty else {
            pages = nil
            display()
            return
        }
        let (usecase, query, fullName, perPage) = (usecase, query, fullName, Self.perPage)
        let loader = PagedListLoader<CodeSearchResult>(
            noun: "files", resource: "code_search", services: services,
            fetch: { [weak self] page, freshness, completion in
                usecase.searchCode(query: query, fullName: fullName, page: page, perPage: perPage, freshness: freshness) {
                    answer in
                    if case .success(let stage) = answer { self?.totalCount = stage.value.totalCount }
                    completion(answer.map { $0.map(\.page) })
                }
            })
        pages = loader
        start(loader, freshness)
    }

    // MARK: Showing

    public func display() {
        let title = screen.breadcrumb(trail)
        guard services.hasToken, !query.isEmpty, let list = pages else {
            let sentence = !services.hasToken ? Self.tokenSentence
                : fullName.map { "Search code in \(TextSanitizer.singleLine($0)): type words and qualifiers, Enter sends them" }
                ?? Self.askForQuery
            view?.display(CodeSearchViewModel(title: title, message: sentence, messageTone: services.hasToken ? .normal : .warning,
                                              status: keyHintsLine, statusTone: .normal))
            rowFiles = []
            return
        }
        let listing = CodeSearchListing.rows(list.items)
        rowFiles = listing.files
        let status = list.statusLine(counts: counts(loaded: list.items.count, more: list.nextPage != nil),
                                     extra: [TextSanitizer.singleLine(query)], keyHints: screen.keyHints)
        let message = list.message(empty: "No code matches \(TextSanitizer.singleLine(query)).")
        view?.display(CodeSearchViewModel(
            title: title, rows: listing.rows, message: message.text, messageTone: message.tone,
            status: status.line.fitted(toWidth: screen.width.columns), statusTone: status.tone))
    }

    /// The key hints alone, fitted to the width.
    private var keyHintsLine: String {
        var line = StatusLine()
        line.append(keyHints: screen.keyHints)
        return line.fitted(toWidth: screen.width.columns)
    }

    /// "5 files", "100 of 7,000 files (the first 1,000 can be shown)".
    private func counts(loaded: Int, more: Bool) -> String {
        let noun = loaded == 1 ? "file" : "files"
        guard let totalCount, totalCount > loaded else { return "\(CompactNumber.grouped(loaded)) \(noun)" }
        let cap = totalCount > CodeSearchAnswer.resultCap
            ? " (the first \(CompactNumber.grouped(CodeSearchAnswer.resultCap)) can be shown)" : ""
        return "\(CompactNumber.grouped(loaded)) of \(CompactNumber.grouped(totalCount)) files" + cap
    }

    /// GitHub's own code search page for the query.
    static func searchPage(query: String, fullName: String?) -> String {
        let full = fullName.map { query + " repo:" + $0 } ?? query
        return "https://github.com/search?type=code&q=" + PercentEncoding.encodeQueryValue(full)
    }
}
