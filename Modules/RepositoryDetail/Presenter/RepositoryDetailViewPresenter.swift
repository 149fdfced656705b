#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReadingLayout
import Entities
import Usecases
import Markdown
import PresentationKit
import RepositoryBrowsing
import Routes
import TextCells

/// Decides what the detail screen shows: the search result at once, then the full repository,
/// its languages and its README as each answers (in any order); what `o` and README links lead
/// to; and which list `u` (the owner's), `t` (a topic's, after a choice) and `L` (the language's) open.
/// Its parts each keep one concern: the README and languages (`DetailReadme`), your star
/// (`DetailStar`) and the ref (`DetailRefs`); this type holds the repository itself and the routes.
@MainActor
public final class RepositoryDetailViewPresenter: RepositoryDetailViewPresentation, DocumentLinkResponding {
    /// Width of the label column ("Default branch" and two spaces).
    static let labelWidth = 15

    private weak var view: RepositoryDetailDisplay?
    private let router: RepositoryDetailWireframe
    private let detailUsecase: RepositoryUsecase
    private let services: ScreenServices
    /// Where the repositories opened are remembered (the command palette lists them).
    private let recentUsecase: RecentRepositoriesUsecase
    /// The search the repository was found with; `L` narrows it to the repository's language.
    private let currentSearch: RepositorySearch?

    /// The status-line hints the View gave (from the key table).
    private var keyHints: [String] = []
    /// Tab, Shift-Tab and Enter on the README's links.
    public private(set) lazy var documentLinks = DocumentLinkResponder(
        missingHeading: "the README has no heading",
        scrollToHeading: { [weak self] in self?.view?.scrollToHeading(anchor: $0) == true },
        open: { [weak self] in self?.open($0) }, say: { [weak self] in self?.say($0, $1) },
        show: { [weak self] in self?.router.show($0) })
    private var repository: Repository
    private var columns = 80
    private var rows = 24
    private var status = ScreenStatus()
    /// The README and the languages.
    private var reading: DetailReadme!
    /// Your star (asked only with a token), and `*`.
    private var star: DetailStar!
    /// The ref picked with `b`, and the branches and tags for it.
    private let refs: DetailRefs
    /// The repository's own request ("cached now, fresh later", or `r`), while it runs.
    private var repositoryRequest: Cancellable?
    /// When the repository shown was fetched, while it is a cached copy (or a refresh failed);
    /// nil while GitHub's latest answer is shown.
    private var cachedAt: Date?
    /// When GitHub's latest answer arrived.
    private var receivedAt: Date?
    /// When `r` may ask again: closed by a rate limit until its reset (the list's rule).
    private var gate = RetryGate()
    /// The breadcrumb up to and including this repository (`github`, `junegunn/fzf`).
    private let trail: [String]

    public init(repository: Repository, view: RepositoryDetailDisplay, router: RepositoryDetailWireframe,
                detailUsecase: RepositoryUsecase, readmeUsecase: RepositoryReadmeUsecase,
                languagesUsecase: RepositoryLanguagesUsecase, services: ScreenServices, recentUsecase: RecentRepositoriesUsecase,
                starStateUsecase: StarStateUsecase, refsUsecase: RepositoryRefsUsecase,
                currentRefUsecase: CurrentRefUsecase, currentSearch: RepositorySearch?, trail: [String] = [], readmeScheduler: WorkScheduler? = nil,
                cloningUsecase: RepositoryCloningUsecase? = nil) {
        self.trail = trail
        refs = DetailRefs(refsUsecase: refsUsecase, currentRefUsecase: currentRefUsecase, fullName: repository.fullName)
        self.repository = repository
        self.currentSearch = currentSearch
        self.view = view
        self.router = router
        self.detailUsecase = detailUsecase
        self.services = services
        self.recentUsecase = recentUsecase
        reading = DetailReadme(readmeUsecase: readmeUsecase, languagesUsecase: languagesUsecase,
                               fullName: repository.fullName, scheduler: readmeScheduler,
                               sentence: { [unowned self] in sentence($0) }, columns: { [unowned self] in columns },
                               changed: { [unowned self] in display() })
        star = DetailStar(usecase: starStateUsecase, fullName: repository.fullName, hasToken: services.hasToken,
                          setStatus: { [unowned self] in status.say($0, $1) }, sentence: { [unowned self] in sentence($0) },
                          countFollows: { [unowned self] starred in
                              // The count follows; a later answer from GitHub has the last word.
                              let count = self.repository.stargazersCount
                              self.repository.stargazersCount = starred
                                  ? (count == Int.max ? count : count + 1) : max(count - 1, 0)
                          },
                          changed: { [unowned self] in display() })
        clone = cloningUsecase.map {
            DetailClone(usecase: $0, repository: repository, say: { [unowned self] in say($0, $1) },
                        redisplay: { [unowned self] in display() })
        }
    }

    /// `C`'s prompt and clone (nil when the Router gave no cloning use case).
    private var clone: DetailClone?
    public var cloneEvents: SavePromptEvents? { clone }

    isolated deinit {
        repositoryRequest?.cancel()
        reading?.cancel()
        star?.cancel()
        refs.cancel()
    }

    public func viewDidLoad(keyHints: [String]) {
        self.keyHints = keyHints
        recentUsecase.recordOpened(repository.fullName)
        refs.observe { [weak self] ref in self?.refDidChange(to: ref) }
        // The three requests go out together; each answer is shown as it arrives, the stored copy
        // first when the cache has one.
        star.fetch()
        reading.fetch(ref: refs.picked, .cachedThenFresh)
        fetchRepository(.cachedThenFresh)
    }

    public func didRequest(_ command: RepositoryDetailCommand) {
        switch command {
        case .openInBrowser: open(repository.htmlURL)
        case .copyLink:
            services.clipboard.copy(url: GitHubWebURL.repository(repository.fullName), what: "the repository's link") {
                [weak self] text, tone in self?.say(text, tone)
            }
        case .copyCloneURL:
            services.clipboard.copy(url: GitHubWebURL.repository(repository.fullName) + ".git", what: "the clone URL") {
                [weak self] text, tone in self?.say(text, tone)
            }
        case .refresh: refresh()
        case .toggleStar:
            star.toggle()
            display()
        case .ownerRepositories: router.show(.search(RelatedSearches.owner(of: repository)))
        case .chooseTopic: chooseTopic()
        case .languageRepositories: showLanguageRepositories()
        case .chooseRef: chooseRef()
        case .files: router.show(.files(currentRef, path: ""))
        case .commits: router.show(.commits(currentRef))
        case .releases: router.show(.releases(fullName: repository.fullName))
        case .issues: router.show(.issues(fullName: repository.fullName))
        case .pullRequests: router.show(.pullRequests(fullName: repository.fullName))
        case .workflowRuns: router.show(.workflowRuns(fullName: repository.fullName))
        case .searchCode: router.show(.codeSearch(query: "", fullName: repository.fullName))
        case .clone:
            guard let clone else { return say("cloning is not available here", .warning) }
            clone.start()
        }
    }

    private func refresh() {
        guard repositoryRequest == nil else { return }
        let now = services.dateProvider.now
        if let seconds = gate.secondsLeft(at: now) {
            let wait = DateText.shortWait(seconds)
            say("rate limited: no request before the reset in \(wait)", .warning)
            return
        }
        star.fetch()
        reading.fetch(ref: refs.picked, .refreshNow)
        fetchRepository(.refreshNow)
    }

    private func fetchRepository(_ freshness: AnswerFreshness) {
        status.say("refreshing…", .busy)
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

    private func chooseTopic() {
        let topics = (repository.topics ?? []).filter { !$0.isEmpty }
        guard !topics.isEmpty else {
            say("\(TextSanitizer.singleLine(repository.fullName)) has no topics", .warning)
            return
        }
        let labels = topics.map { TextSanitizer.singleLine($0) }
        router.show(.choice(title: "topics", options: zip(labels, topics).map {
            RouteOption(label: $0, route: .search(RelatedSearches.topic($1)))
        }))
    }

    /// Where the screens inside the repository read from: the ref picked with `b`, else its
    /// default branch (`HEAD` until the full repository says which).
    private var currentRef: RepositoryRef {
        RepositoryRef(fullName: repository.fullName, ref: refs.picked ?? repository.defaultBranch ?? "HEAD")
    }

    private func chooseRef() {
        say(refs.load { [weak self] in self?.refsDidAnswer($0) }, .busy)
    }

    private func refsDidAnswer(_ answer: Result<RefChoiceLoader.Refs, GitHubError>) {
        switch answer {
        case .success(let loaded) where loaded.branches.isEmpty && loaded.tags.isEmpty:
            status.say("\(TextSanitizer.singleLine(repository.fullName)) has no branches or tags", .warning)
        case .success(let loaded):
            showKeyHints(budget: nil)
            let options = RefChoiceOptions(refs: loaded, fullName: repository.fullName,
                                           defaultBranch: repository.defaultBranch, currentRef: refs.picked)
            router.show(.choice(title: options.title, options: zip(options.labels, options.refs).map {
                RouteOption(label: $0, route: .repositoryAtRef(RepositoryRef(fullName: repository.fullName, ref: $1)))
            }))
        case .failure(let error):
            status.say("could not load branches and tags: \(sentence(error))", .error)
        }
        display()
    }

    /// A ref was picked for this repository (here, or on another of its screens): the facts say it,
    /// the README follows it, and `f` and `c` open at it.
    private func refDidChange(to ref: String) {
        reading.follow(ref: ref)
        say("now at \(TextSanitizer.singleLine(ref)): README, files and commits follow it", .normal)
    }

    private func showLanguageRepositories() {
        guard let language = repository.language, !language.isEmpty else {
            say("\(TextSanitizer.singleLine(repository.fullName)) has no main language", .warning)
            return
        }
        router.show(.search(RelatedSearches.language(language, narrowing: currentSearch)))
    }

    // MARK: Answers

    private func repositoryDidAnswer(_ answer: Result<CachedThenFresh<RepositoryAnswer>, GitHubError>) {
        let now = services.dateProvider.now
        switch answer {
        case .success(.cached(let stored, let fetchedAt, _)):
            repository = stored.repository
            cachedAt = fetchedAt
            status.say(CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now), .busy)
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
            status.say(CacheAgeSentence.unavailable(error, what: "details", fetchedAt: shownAt, now: now,
                                                   hasToken: services.hasToken), .warning)
        }
        display()
    }

    private func refreshDidAnswer(_ result: Result<Repository, GitHubError>) {
        switch result {
        case .success(let full):
            repository = full
            showKeyHints(budget: nil)
        case .failure(let error):
            status.say("could not refresh: \(sentence(error))", .warning)
        }
        display()
    }

    // MARK: Showing

    private func open(_ url: String) {
        services.browser.open(url: url) { [weak self] text, tone in self?.say(text, tone) }
    }

    /// Puts `text` on the status line and shows it.
    private func say(_ text: String, _ tone: StatusTone) {
        status.say(text, tone)
        display()
    }

    private func sentence(_ error: GitHubError) -> String {
        services.sentence(for: error)
    }

    /// Nothing to say: the key hints, and the core budget left (a low one kept on narrow screens).
    private func showKeyHints(budget: RateBudget?) {
        status.showKeyHints(keyHints, budget: budget)
    }

    /// The breadcrumb's steps: the trail, its last step (this repository) with the ref picked
    /// (`junegunn/fzf @ v0.1`), as the files and the commits say theirs.
    private var breadcrumb: [String] {
        var steps = trail.isEmpty ? [repository.fullName] : trail
        if let picked = refs.picked, let last = steps.indices.last { steps[last] += " @ \(picked)" }
        return steps
    }

    private func display() {
        let facts = RepositoryDetailLayout.facts(for: repository, columns: columns, rows: rows,
                                                 labelWidth: Self.labelWidth, now: services.dateProvider.now,
                                                 yourStar: star.fact, currentRef: refs.picked)
        view?.display(RepositoryDetailViewModel(
            title: BreadcrumbText.fit(breadcrumb, toWidth: max(columns - BreadcrumbText.column, 1)),
            lines: facts.lines,
            moreLines: facts.more,
            labelWidth: RepositoryDetailLayout.valuesBesideLabels(columns: columns, labelWidth: Self.labelWidth)
                ? Self.labelWidth : 0,
            // Room is kept for the View's "· ↓ more" (a key hint less), so it is never left out.
            status: status.line.fitted(toWidth: columns, reserving: DisplayWidth.of(StatusLine.moreBelow)),
            statusTone: status.tone,
            languages: LanguageSummaryLayout.summary(reading.languages, columns: columns),
            readme: reading.readme.section,
            preparedReadme: reading.readme.prepared,
            clonePrompt: clone?.prompt))
        reading.handedOver()
    }
}
