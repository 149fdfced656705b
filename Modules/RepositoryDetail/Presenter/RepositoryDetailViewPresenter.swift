#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Interactors
import PresentationKit
import TextCells

/// Decides what the detail screen shows: the search result at once, then the full repository
/// once `GET /repos/OWNER/REPO` answers; what `o` (open in browser) led to; and which list
/// `u` (the owner's), `t` (a topic's, after a choice) and `L` (the language's) open.
@MainActor
public final class RepositoryDetailViewPresenter: RepositoryDetailViewPresentation {
    /// Width of the label column ("Default branch" and two spaces).
    static let labelWidth = 16

    private weak var view: RepositoryDetailView?
    private let router: RepositoryDetailWireframe
    private let detailUsecase: RepositoryDetailUsecase
    private let openURLUsecase: OpenURLUsecase
    private let dateProvider: DateProvider
    private let hasToken: Bool
    /// The search the repository was found with; `L` narrows it to the repository's language.
    private let currentSearch: RepositorySearch?

    private var repository: Repository
    /// The topics offered by `t`, while the chooser is open.
    private var topicChoices: [String]?
    private var columns = 80
    private var status = ""
    private var statusTone = StatusTone.normal
    private var inFlight: Cancellable?
    /// When the repository shown was fetched, while it is a cached copy (or a refresh failed);
    /// nil while GitHub's latest answer is shown.
    private var cachedAt: Date?
    /// When GitHub's latest answer arrived.
    private var receivedAt: Date?
    /// No request before this time (a rate limit's reset).
    private var limitedUntil: Date?

    public init(repository: Repository, view: RepositoryDetailView, router: RepositoryDetailWireframe,
                detailUsecase: RepositoryDetailUsecase, openURLUsecase: OpenURLUsecase,
                dateProvider: DateProvider, hasToken: Bool, currentSearch: RepositorySearch?) {
        self.repository = repository
        self.currentSearch = currentSearch
        self.view = view
        self.router = router
        self.detailUsecase = detailUsecase
        self.openURLUsecase = openURLUsecase
        self.dateProvider = dateProvider
        self.hasToken = hasToken
    }

    isolated deinit {
        inFlight?.cancel()
    }

    public func viewDidLoad() {
        fetch(.cachedThenFresh)
    }

    public func didRequestRefresh() {
        guard inFlight == nil else { return }
        let now = dateProvider.now
        if let limitedUntil, now < limitedUntil {
            let wait = DateText.shortWait(Int(limitedUntil.timeIntervalSince(now).rounded(.up)))
            setStatus("rate limited: no request before the reset in \(wait)", .warning)
            display()
            return
        }
        fetch(.refreshNow)
    }

    private func fetch(_ freshness: AnswerFreshness) {
        setStatus("refreshing…", .busy)
        inFlight = detailUsecase.fetchRepository(fullName: repository.fullName, freshness: freshness) { [weak self] answer in
            self?.detailDidAnswer(answer)
        }
        display()
    }

    private func detailDidAnswer(_ answer: Result<CachedThenFresh<RepositoryAnswer>, GitHubError>) {
        let now = dateProvider.now
        switch answer {
        case .success(.cached(let stored, let fetchedAt, _)):
            repository = stored.repository
            cachedAt = fetchedAt
            setStatus(CacheAgeSentence.refreshing(fetchedAt: fetchedAt, now: now), .busy)
        case .success(.fresh(let full, _)):
            inFlight = nil
            repository = full.repository
            cachedAt = nil
            receivedAt = now
            limitedUntil = nil
            if let budget = RateBudget(full.rateLimit, resource: "core") {
                setStatus(Self.keysHint + " · " + budget.text, budget.isLow ? .warning : .normal)
            } else {
                setStatus(Self.keysHint, .normal)
            }
        case .failure(let error):
            inFlight = nil
            if case .rateLimited(let limit) = error { limitedUntil = limit.resetAt }
            if case .secondaryRateLimit(let retryAfter, _) = error {
                limitedUntil = now.addingTimeInterval(Double(retryAfter ?? 60))
            }
            if let shownAt = cachedAt ?? receivedAt {
                cachedAt = shownAt
                setStatus(CacheAgeSentence.unavailable(error, what: "details", fetchedAt: shownAt, now: now,
                                                       hasToken: hasToken), .warning)
            } else {
                refreshDidAnswer(.failure(error))
                return
            }
        }
        display()
    }

    public func viewDidResize(columns: Int) {
        guard columns != self.columns else { return }
        self.columns = columns
        display()
    }

    public func didRequestOpenInBrowser() {
        setStatus("opening \(TextSanitizer.singleLine(repository.htmlURL))…", .busy)
        display()
        openURLUsecase.open(url: repository.htmlURL) { [weak self] outcome in
            self?.openDidAnswer(outcome)
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
        topicChoices = topics
        display()
    }

    public func didChooseTopic(at index: Int) {
        guard let topics = topicChoices, topics.indices.contains(index) else { return }
        topicChoices = nil
        display()
        router.showRepositoryList(RelatedSearches.topic(topics[index]))
    }

    public func didCancelTopicChoice() {
        topicChoices = nil
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

    private func refreshDidAnswer(_ result: Result<Repository, GitHubError>) {
        inFlight = nil
        switch result {
        case .success(let full):
            repository = full
            setStatus(Self.keysHint, .normal)
        case .failure(let error):
            let sentence = ErrorSentence.describe(error, now: dateProvider.now, hasToken: hasToken)
            setStatus("could not refresh: \(sentence)", .warning)
        }
        display()
    }

    private func openDidAnswer(_ outcome: OpenURLOutcome) {
        switch outcome {
        case .launched(let command):
            setStatus("opened in the browser (\(TextSanitizer.singleLine(command)))", .normal)
        case .failed(let reason):
            setStatus("could not open the browser: \(TextSanitizer.singleLine(reason)); set BROWSER", .error)
        }
        display()
    }

    private func setStatus(_ text: String, _ tone: StatusTone) {
        status = text
        statusTone = tone
    }

    private func display() {
        view?.display(RepositoryDetailViewModel(
            title: TextSanitizer.singleLine(repository.fullName),
            lines: RepositoryDetailLayout.lines(for: repository, columns: columns,
                                                labelWidth: Self.labelWidth, now: dateProvider.now),
            labelWidth: RepositoryDetailLayout.valuesBesideLabels(columns: columns, labelWidth: Self.labelWidth)
                ? Self.labelWidth : 0,
            status: status,
            statusTone: statusTone,
            topicChoices: topicChoices?.map { TextSanitizer.singleLine($0) }))
    }

    static let keysHint = "o browser · u owner · t topic · L language · r refresh · Esc back · ? keys"
}
