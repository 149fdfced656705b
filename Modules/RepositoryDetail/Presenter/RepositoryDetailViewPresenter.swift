#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import DetailLayout
import Entities
import Usecases
import Markdown
import PresentationKit
import TextCells

/// Decides what the detail screen shows: the search result at once, then the full repository,
/// its languages and its README as each answers (in any order); what `o` and README links lead
/// to; and which list `u` (the owner's), `t` (a topic's, after a choice) and `L` (the language's) open.
@MainActor
public final class RepositoryDetailViewPresenter: RepositoryDetailViewPresentation, DocumentLinkResponding {
    /// Width of the label column ("Default branch" and two spaces).
    static let labelWidth = 15

    private weak var view: RepositoryDetailView?
    private let router: RepositoryDetailWireframe
    private let detailUsecase: RepositoryUsecase
    private let readmeUsecase: RepositoryReadmeUsecase
    private let languagesUsecase: RepositoryLanguagesUsecase
    private let openURLUsecase: OpenURLUsecase
    /// Whether you starred the repository, and `*` (asked only with a token).
    private let starStateUsecase: StarStateUsecase
    private let dateProvider: DateProvider
    private let hasToken: Bool
    /// The search the repository was found with; `L` narrows it to the repository's language.
    private let currentSearch: RepositorySearch?

    /// The status-line hints the View gave (from the key table).
    private var keyHints: [String] = []
    /// Tab, Shift-Tab and Enter on the README's links.
    public private(set) lazy var documentLinks = DocumentLinkResponder(
        missingHeading: "the README has no heading",
        scrollToHeading: { [weak self] in self?.view?.scrollToHeading(anchor: $0) == true },
        open: { [weak self] in self?.open($0) }, say: { [weak self] in self?.say($0, $1) })
    private var repository: Repository
    private var columns = 80
    private var rows = 24
    private var status = StatusLine()
    private var statusTone = StatusTone.normal
    private var readme = ReadmeState.loading
    private var languages = LanguagesState.loading
    /// The README's and the languages' requests, while they run.
    private var readmeRequest: Cancellable?
    private var languagesRequest: Cancellable?
    /// The repository's own request ("cached now, fresh later", or `r`), while it runs.
    private var repositoryRequest: Cancellable?
    /// When the repository shown was fetched, while it is a cached copy (or a refresh failed);
    /// nil while GitHub's latest answer is shown.
    private var cachedAt: Date?
    /// When GitHub's latest answer arrived.
    private var receivedAt: Date?
    /// When `r` may ask again: closed by a rate limit until its reset (the list's rule).
    private var gate = RetryGate()
    /// Whether you starred it, once GitHub said; nil while unknown.
    private var starred: Bool?
    /// The star state's request, or `*`'s, while it runs.
    private var starRequest: Cancellable?
    /// The branches and tags for `b`.
    private let refsUsecase: RepositoryRefsUsecase
    /// The session's current ref per repository, shared with the chooser's pick.
    private let currentRefUsecase: CurrentRefUsecase
    /// The ref picked with `b` (or earlier in the session); nil: the default branch.
    private var pickedRef: String?
    /// Fetching the branches and tags for `b`, while it runs.
    private var refLoader: RefChoiceLoader?
    /// Told when a ref is picked for this repository.
    private var refObservation: Cancellable?
    /// The breadcrumb up to and including this repository (`github`, `junegunn/fzf`).
    private let trail: [String]
    /// Parses the README: a long one's start at once, the whole off the UI thread.
    private let readmeLoader: ReadmeDocumentLoader

    public init(repository: Repository, view: RepositoryDetailView, router: RepositoryDetailWireframe,
                detailUsecase: RepositoryUsecase, readmeUsecase: RepositoryReadmeUsecase,
                languagesUsecase: RepositoryLanguagesUsecase, openURLUsecase: OpenURLUsecase,
                starStateUsecase: StarStateUsecase, refsUsecase: RepositoryRefsUsecase,
                currentRefUsecase: CurrentRefUsecase, dateProvider: DateProvider, hasToken: Bool,
                currentSearch: RepositorySearch?, trail: [String] = [], readmeScheduler: WorkScheduler? = nil) {
        self.trail = trail
        self.starStateUsecase = starStateUsecase
        readmeLoader = ReadmeDocumentLoader(scheduler: readmeScheduler)
        self.refsUsecase = refsUsecase
        self.currentRefUsecase = currentRefUsecase
        pickedRef = currentRefUsecase.currentRef(of: repository.fullName)
        self.repository = repository
        self.currentSearch = currentSearch
        self.view = view
        self.router = router
        self.detailUsecase = detailUsecase
        self.readmeUsecase = readmeUsecase
        self.languagesUsecase = languagesUsecase
        self.openURLUsecase = openURLUsecase
        self.dateProvider = dateProvider
        self.hasToken = hasToken
    }

    isolated deinit {
        [readmeRequest, languagesRequest, repositoryRequest, starRequest, refObservation].forEach { $0?.cancel() }
        refLoader?.cancel()
    }

    public func viewDidLoad(keyHints: [String]) {
        self.keyHints = keyHints
        refObservation = currentRefUsecase.observe(repository.fullName) { [weak self] ref in
            self?.refDidChange(to: ref)
        }
        // The three requests go out together; each answer is shown as it arrives, the stored copy
        // first when the cache has one.
        fetchStarState()
        fetchReadmeAndLanguages(.cachedThenFresh)
        fetchRepository(.cachedThenFresh)
    }

    public func didRequestRefresh() {
        guard repositoryRequest == nil else { return }
        let now = dateProvider.now
        if let seconds = gate.secondsLeft(at: now) {
            let wait = DateText.shortWait(seconds)
            setStatus("rate limited: no request before the reset in \(wait)", .warning)
            display()
            return
        }
        fetchStarState()
        fetchReadmeAndLanguages(.refreshNow)
        fetchRepository(.refreshNow)
    }

    private func fetchReadmeAndLanguages(_ freshness: AnswerFreshness) {
        let fullName = repository.fullName
        readmeRequest?.cancel()
        languagesRequest?.cancel()
        if case .failed = readme { readme = .loading }
        if case .failed = languages { languages = .loading }
        readmeRequest = readmeUsecase.fetchReadme(fullName: fullName, ref: pickedRef, freshness: freshness) { [weak self] in
            self?.readmeDidAnswer($0)
        }
        languagesRequest = languagesUsecase.fetchLanguages(fullName: fullName, freshness: freshness) { [weak self] in
            self?.languagesDidAnswer($0)
        }
    }

    private func fetchRepository(_ freshness: AnswerFreshness) {
        setStatus("refreshing…", .busy)
        repositoryRequest = detailUsecase.fetchRepository(fullName: repository.fullName, freshness: freshness) {
            [weak self] answer in
            self?.repositoryDidAnswer(answer)
        }
        display()
    }

    public func viewDidResize(columns: Int, rows: Int) {
        guard columns != self.columns || rows != self.rows else { return }
        self.columns = columns
        self.rows = rows
        display()
    }

    public func didRequestOpenInBrowser() {
        open(repository.htmlURL)
    }

    public func didRequestStarToggle() {
        let name = TextSanitizer.singleLine(repository.fullName)
        guard hasToken else {
            setStatus("* needs a token to star: run gh auth login, or set GH_TOKEN", .warning)
            display()
            return
        }
        guard starRequest == nil else {
            setStatus("still asking GitHub about your star on \(name)…", .busy)
            display()
            return
        }
        guard let starred else {
            // The state could not be read: ask again rather than guess which way to go.
            fetchStarState()
            setStatus("asking GitHub whether you starred \(name); press * again once it says", .busy)
            display()
            return
        }
        setStatus(starred ? "unstarring \(name)…" : "starring \(name)…", .busy)
        starRequest = starStateUsecase.setStarred(!starred, fullName: repository.fullName) { [weak self] answer in
            self?.starToggleDidAnswer(answer, name: name)
        }
        display()
    }

    private func fetchStarState() {
        guard hasToken, starRequest == nil else { return }
        starRequest = starStateUsecase.fetchStarState(fullName: repository.fullName) { [weak self] answer in
            self?.starStateDidAnswer(answer)
        }
    }

    private func starStateDidAnswer(_ answer: Result<Bool, GitHubError>) {
        starRequest = nil
        if case .success(let state) = answer { starred = state }
        display()
    }

    private func starToggleDidAnswer(_ answer: Result<Bool, GitHubError>, name: String) {
        starRequest = nil
        switch answer {
        case .success(let state):
            if let starred, starred != state {
                // The count follows; a later answer from GitHub has the last word.
                let count = repository.stargazersCount
                repository.stargazersCount = state ? (count == Int.max ? count : count + 1) : max(count - 1, 0)
            }
            starred = state
            setStatus(state ? "★ starred \(name)" : "unstarred \(name)", .normal)
        case .failure(let error):
            setStatus("could not \(starred == true ? "unstar" : "star") \(name): \(sentence(error))", .error)
        }
        display()
    }

    /// What the facts say about your star: nil without a token (nobody to ask about).
    private var starFact: String? {
        guard hasToken else { return nil }
        switch starred {
        case .some(true): return "★ starred"
        case .some(false): return "not starred"
        case .none: return starRequest == nil ? "unknown" : "…"
        }
    }

    public func didRequestOwnerRepositories() {
        router.showRepositoryList(RelatedSearches.owner(of: repository))
    }

    public func didRequestTopicChoice() {
        let topics = (repository.topics ?? []).filter { !$0.isEmpty }
        guard !topics.isEmpty else {
            setStatus("\(TextSanitizer.singleLine(repository.fullName)) has no topics", .warning)
            display()
            return
        }
        let labels = topics.map { TextSanitizer.singleLine($0) }
        router.chooseTopic(of: labels, searches: topics.map(RelatedSearches.topic))
    }

    public func didRequestFiles() {
        router.showFiles(currentRef)
    }

    public func didRequestCommits() {
        router.showCommits(currentRef)
    }

    public func didRequestReleases() {
        router.showReleases(fullName: repository.fullName)
    }

    /// Where the screens inside the repository read from: the ref picked with `b`, else its
    /// default branch (`HEAD` until the full repository says which).
    private var currentRef: RepositoryRef {
        RepositoryRef(fullName: repository.fullName, ref: pickedRef ?? repository.defaultBranch ?? "HEAD")
    }

    public func didRequestRefChoice() {
        guard refLoader == nil else {
            setStatus("still loading branches and tags…", .busy)
            display()
            return
        }
        setStatus("loading branches and tags…", .busy)
        let loader = RefChoiceLoader(usecase: refsUsecase, fullName: repository.fullName) { [weak self] answer in
            self?.refsDidAnswer(answer)
        }
        refLoader = loader
        loader.start()
        display()
    }

    private func refsDidAnswer(_ answer: Result<RefChoiceLoader.Refs, GitHubError>) {
        refLoader = nil
        switch answer {
        case .success(let refs) where refs.branches.isEmpty && refs.tags.isEmpty:
            setStatus("\(TextSanitizer.singleLine(repository.fullName)) has no branches or tags", .warning)
        case .success(let refs):
            showKeyHints(budget: nil)
            let options = RefChoiceOptions(refs: refs, fullName: repository.fullName,
                                           defaultBranch: repository.defaultBranch, currentRef: pickedRef)
            router.chooseRef(of: repository.fullName, title: options.title, labels: options.labels, refs: options.refs)
        case .failure(let error):
            setStatus("could not load branches and tags: \(sentence(error))", .error)
        }
        display()
    }

    /// A ref was picked for this repository (here, or on another of its screens): the facts say it,
    /// the README follows it, and `f` and `c` open at it.
    private func refDidChange(to ref: String) {
        guard ref != pickedRef else { return }
        pickedRef = ref
        readme = .loading
        readmeLoader.cancel()
        readmeRequest?.cancel()
        readmeRequest = readmeUsecase.fetchReadme(fullName: repository.fullName, ref: ref, freshness: .cachedThenFresh) {
            [weak self] in
            self?.readmeDidAnswer($0)
        }
        setStatus("now at \(TextSanitizer.singleLine(ref)): README, files and commits follow it", .normal)
        display()
    }

    public func didRequestLanguageRepositories() {
        guard let language = repository.language, !language.isEmpty else {
            setStatus("\(TextSanitizer.singleLine(repository.fullName)) has no main language", .warning)
            display()
            return
        }
        router.showRepositoryList(RelatedSearches.language(language, narrowing: currentSearch))
    }

    // MARK: Answers

    private func repositoryDidAnswer(_ answer: Result<CachedThenFresh<RepositoryAnswer>, GitHubError>) {
        let now = dateProvider.now
        switch answer {
        case .success(.cached(let stored, let fetchedAt, _)):
            repository = stored.repository
            cachedAt = fetchedAt
            setStatus(CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now), .busy)
        case .success(.fresh(let full, _)):
            repositoryRequest = nil
            repository = full.repository
            cachedAt = nil
            receivedAt = now
            gate.succeeded()
            showKeyHints(budget: RateBudget(full.rateLimit, resource: "core"))
        case .failure(let error):
            repositoryRequest = nil
            // Only limits hold `r` back; after any other failure it may ask again at once.
            switch error {
            case .rateLimited, .secondaryRateLimit: gate.failed(error, at: now)
            default: break
            }
            guard let shownAt = cachedAt ?? receivedAt else {
                refreshDidAnswer(.failure(error))
                return
            }
            cachedAt = shownAt
            setStatus(CacheAgeSentence.unavailable(error, what: "details", fetchedAt: shownAt, now: now,
                                                   hasToken: hasToken), .warning)
        }
        display()
    }

    private func refreshDidAnswer(_ result: Result<Repository, GitHubError>) {
        switch result {
        case .success(let full):
            repository = full
            showKeyHints(budget: nil)
        case .failure(let error):
            setStatus("could not refresh: \(sentence(error))", .warning)
        }
        display()
    }

    private func readmeDidAnswer(_ answer: Result<CachedThenFresh<ReadmeAnswer>, GitHubError>) {
        switch answer {
        case .success(.cached(let stored, _, _)):
            show(stored)
        case .success(.fresh(let fresh, let source)):
            readmeRequest = nil
            // A 304 confirms the README on screen: parsing it again would only cost time.
            guard source != .revalidated || !readme.isShown else { return }
            show(fresh)
        case .failure(let error):
            readmeRequest = nil
            // A README on screen stays; the status line says why it could not be refreshed.
            guard !readme.isShown else { return }
            readme = .failed(sentence(error))
        }
        display()
    }

    private func show(_ answer: ReadmeAnswer) {
        switch answer {
        case .readme(let bytes, let fileName, let htmlURL):
            // A long README's start is shown at once and the whole replaces it once parsed off the
            // UI thread; the View lays the document out per width, keeping the reader's place.
            let start = readmeLoader.load(bytes: bytes, fileName: fileName, htmlURL: htmlURL, columns: columns) {
                [weak self] whole in
                self?.wholeReadmeDidArrive(whole, fileName: fileName)
            }
            readme = .loaded(ReadmeContent(document: start.document, fileName: fileName))
        case .noReadme:
            readmeLoader.cancel()
            readme = .missing
        }
    }

    /// The whole of a long README, parsed and laid out after its start was shown.
    private func wholeReadmeDidArrive(_ whole: PreparedReadmeLayout, fileName: String) {
        readme = .loaded(ReadmeContent(document: whole.document, fileName: fileName, prepared: whole))
        display()
        // Handed over once: the View keeps the layout it took, and one kept here too would outlive
        // it after a resize (memory the screen keeps for the README).
        readme = .loaded(ReadmeContent(document: whole.document, fileName: fileName))
    }

    private func languagesDidAnswer(_ answer: Result<CachedThenFresh<RepositoryLanguages>, GitHubError>) {
        switch answer {
        case .success(let stage):
            if case .fresh = stage { languagesRequest = nil }
            languages = .loaded(stage.value)
        case .failure(let error):
            languagesRequest = nil
            if case .loaded = languages { return }
            languages = .failed(sentence(error))
        }
        display()
    }

    // MARK: Showing

    private func open(_ url: String) {
        openURLUsecase.open(url: url) { [weak self] text, tone in self?.say(text, tone) }
    }

    /// Puts `text` on the status line and shows it.
    private func say(_ text: String, _ tone: StatusTone) {
        setStatus(text, tone)
        display()
    }

    private func sentence(_ error: GitHubError) -> String {
        ErrorSentence.describe(error, now: dateProvider.now, hasToken: hasToken)
    }

    private func setStatus(_ text: String, _ tone: StatusTone) {
        status = StatusLine(text)
        statusTone = tone
    }

    /// Nothing to say: the key hints, and the core budget left (a low one kept on narrow screens).
    private func showKeyHints(budget: RateBudget?) {
        var line = StatusLine()
        line.append(keyHints: keyHints)
        line.append(budget: budget)
        status = line
        statusTone = budget?.isLow == true ? .warning : .normal
    }

    /// The breadcrumb's steps: the trail, its last step (this repository) with the ref picked
    /// (`junegunn/fzf @ v0.1`), as the files and the commits say theirs.
    private var breadcrumb: [String] {
        var steps = trail.isEmpty ? [repository.fullName] : trail
        if let pickedRef, let last = steps.indices.last { steps[last] += " @ \(pickedRef)" }
        return steps
    }

    private func display() {
        let facts = RepositoryDetailLayout.facts(for: repository, columns: columns, rows: rows,
                                                 labelWidth: Self.labelWidth, now: dateProvider.now,
                                                 yourStar: starFact, currentRef: pickedRef)
        view?.display(RepositoryDetailViewModel(
            title: BreadcrumbText.fit(breadcrumb, toWidth: max(columns - BreadcrumbText.column, 1)),
            lines: facts.lines,
            moreLines: facts.more,
            labelWidth: RepositoryDetailLayout.valuesBesideLabels(columns: columns, labelWidth: Self.labelWidth)
                ? Self.labelWidth : 0,
            // Room is kept for the View's "· ↓ more" (a key hint less), so it is never left out.
            status: status.fitted(toWidth: columns, reserving: DisplayWidth.of(StatusLine.moreBelow)),
            statusTone: statusTone,
            languages: LanguageSummaryLayout.summary(languages, columns: columns),
            readme: readme.section,
            preparedReadme: readme.prepared))
    }
}
