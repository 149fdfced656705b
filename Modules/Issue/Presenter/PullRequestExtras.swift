import Entities
import Usecases

/// What a pull request's conversation adds to an issue's, asked for once the issue says it is
/// one: the pull request (its branches, size, mergeability), its reviews and review comments
/// (every page, each once the one before is fresh), and its head's check runs and combined
/// status (for the header's tally). Each answer calls `onChange`. It is the conversation
/// Presenter's collaborator, not a Presenter: it decides nothing about what is shown.
@MainActor
final class PullRequestExtras {
    static let perPage = 100

    private(set) var pullRequest: PullRequest?
    private(set) var checks: [CheckRun] = []
    private(set) var statuses: CombinedStatus?
    private var reviewPages: [Int: [PullRequestReview]] = [:]
    private var reviewCommentPages: [Int: [ReviewComment]] = [:]
    /// Called after every answer.
    var onChange: (@MainActor () -> Void)?

    private let fullName: String
    private let number: Int
    private let pullRequestUsecase: PullRequestUsecase
    private let checksUsecase: ChecksUsecase
    private var requests: [Cancellable] = []
    private var asked = false

    init(fullName: String, number: Int, pullRequestUsecase: PullRequestUsecase, checksUsecase: ChecksUsecase) {
        self.fullName = fullName
        self.number = number
        self.pullRequestUsecase = pullRequestUsecase
        self.checksUsecase = checksUsecase
    }

    isolated deinit {
        cancel()
    }

    /// Every review, oldest first.
    var reviews: [PullRequestReview] { reviewPages.keys.sorted().flatMap { reviewPages[$0] ?? [] } }
    /// Every review comment, as GitHub lists them.
    var reviewComments: [ReviewComment] { reviewCommentPages.keys.sorted().flatMap { reviewCommentPages[$0] ?? [] } }

    /// Drops the requests in flight; the next `load` asks again.
    func cancel() {
        requests.forEach { $0.cancel() }
        requests = []
        asked = false
    }

    /// Asks for the pull request, its reviews and review comments (once until `cancel`).
    func load(_ freshness: AnswerFreshness) {
        guard !asked else { return }
        asked = true
        requests.append(pullRequestUsecase.fetchPullRequest(fullName: fullName, number: number, freshness: freshness) {
            [weak self] answer in
            guard let self, case .success(let stage) = answer else { return }
            let firstAnswer = pullRequest == nil
            pullRequest = stage.value
            if firstAnswer, let sha = stage.value.head?.sha, !sha.isEmpty { askForChecks(sha: sha, freshness: freshness) }
            onChange?()
        })
        fetchReviews(page: 1, freshness: freshness)
        fetchReviewComments(page: 1, freshness: freshness)
    }

    private func fetchReviews(page: Int, freshness: AnswerFreshness) {
        requests.append(pullRequestUsecase.fetchReviews(fullName: fullName, number: number, page: page,
                                                        perPage: Self.perPage, freshness: freshness) { [weak self] answer in
            guard let self, case .success(let stage) = answer else { return }
            reviewPages[page] = stage.value.items
            if case .fresh = stage, let next = stage.value.nextPage, next > page { fetchReviews(page: next, freshness: freshness) }
            onChange?()
        })
    }

    private func fetchReviewComments(page: Int, freshness: AnswerFreshness) {
        requests.append(pullRequestUsecase.fetchReviewComments(fullName: fullName, number: number, page: page,
                                                               perPage: Self.perPage, freshness: freshness) {
            [weak self] answer in
            guard let self, case .success(let stage) = answer else { return }
            reviewCommentPages[page] = stage.value.items
            if case .fresh = stage, let next = stage.value.nextPage, next > page {
                fetchReviewComments(page: next, freshness: freshness)
            }
            onChange?()
        })
    }

    private func askForChecks(sha: String, freshness: AnswerFreshness) {
        requests.append(checksUsecase.fetchCheckRuns(fullName: fullName, ref: sha, page: 1, perPage: Self.perPage,
                                                     freshness: freshness) { [weak self] answer in
            guard case .success(let stage) = answer else { return }
            self?.checks = stage.value.items
            self?.onChange?()
        })
        requests.append(checksUsecase.fetchCombinedStatus(fullName: fullName, ref: sha, freshness: freshness) {
            [weak self] answer in
            guard case .success(let stage) = answer else { return }
            self?.statuses = stage.value
            self?.onChange?()
        })
    }

    /// The header's lines: branches, size, verdicts, checks' tally (none before the pull request is in).
    var factLines: [IssueLine] {
        pullRequest.map { PullRequestFacts.lines(pull: $0, reviews: reviews, checks: checks, statuses: statuses) } ?? []
    }
}
