import APIClient
import Usecases
import Entities

/// The pages a commit's files take (300 a page, `link` announcing the next) and how they make
/// one `CommitDetailAnswer`, sent or stored.
struct CommitDetailPages: Sendable {
    /// GitHub lists at most 3,000 files of a commit: ten pages.
    static let maximumPages = 10

    let owner: String
    let name: String
    let sha: String

    func request(page: Int) -> GitHubAPI.CommitDetail {
        GitHubAPI.CommitDetail(owner: owner, name: name, sha: sha, page: page)
    }

    /// The first page through `send`, then every page its `link` announces (up to
    /// `maximumPages`), files joined in order. The source is the first page's.
    func answer(send: (GitHubAPI.CommitDetail) -> Result<GitHubResponse<CommitDetail>, GitHubError>)
        -> Result<SourcedValue<CommitDetailAnswer>, GitHubError> {
        let first: GitHubResponse<CommitDetail>
        switch send(request(page: 1)) {
        case .failure(let error): return .failure(error)
        case .success(let response): first = response
        }
        var detail = first.value
        var next = first.links.next
        var page = 1
        while let wanted = next, wanted > page, wanted <= Self.maximumPages {
            switch send(request(page: wanted)) {
            case .failure(let error): return .failure(error)
            case .success(let response):
                detail.files += response.value.files
                next = response.links.next
                page = wanted
            }
        }
        let answer = CommitDetailAnswer(detail: detail, hasAllFiles: next == nil, rateLimit: first.rateLimit)
        return .success(SourcedValue(value: answer, source: first.source))
    }

    /// Every page the response cache holds, joined, with the age of the oldest; nil when a page
    /// is missing.
    func stored(in client: GitHubRequestable) -> CachedAnswer<CommitDetailAnswer>? {
        guard let first = client.cached(request(page: 1)) else { return nil }
        var answer = first.replacingValue(with: CommitDetailAnswer(detail: first.value, rateLimit: first.rateLimit))
        var next = first.links.next
        var page = 1
        while let wanted = next, wanted > page, wanted <= Self.maximumPages {
            guard let stored = client.cached(request(page: wanted)) else { return nil }
            answer.value.detail.files += stored.value.files
            if stored.age > answer.age { (answer.fetchedAt, answer.age) = (stored.fetchedAt, stored.age) }
            answer.isFresh = answer.isFresh && stored.isFresh
            next = stored.links.next
            page = wanted
        }
        answer.value.hasAllFiles = next == nil
        return answer
    }
}
