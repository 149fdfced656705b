#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import RepositoryBrowsing
import Usecases

/// The commit a file's permalink names (`y`): the ref itself when it is a full SHA, else the
/// commit the ref points at, asked of GitHub once (the first commit of its history) and kept.
/// Only a SHA made of hexadecimal digits is ever used: nothing else GitHub sends reaches the link.
@MainActor
final class FilePermalink {
    private let usecase: CommitHistoryUsecase
    private let place: RepositoryRef
    /// The commit found, or why none was.
    enum Answer {
        case sha(String)
        case unavailable(String)
    }

    private(set) var sha: String?
    private var request: Cancellable?
    private var waiting: [@MainActor (Answer) -> Void] = []

    init(usecase: CommitHistoryUsecase, place: RepositoryRef) {
        self.usecase = usecase
        self.place = place
        if Self.isFullSHA(place.ref) { sha = place.ref.lowercased() }
    }

    isolated deinit {
        request?.cancel()
    }

    /// 40 (SHA-1) or 64 (SHA-256) hexadecimal digits.
    static func isFullSHA(_ text: String) -> Bool {
        (text.utf8.count == 40 || text.utf8.count == 64) && text.utf8.allSatisfy {
            ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f"))
                || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "F"))
        }
    }

    /// Calls `completion` with the SHA (at once when known), or with why it could not be had.
    func resolve(hasToken: Bool, now: @escaping @MainActor () -> Date,
                 completion: @escaping @MainActor (Answer) -> Void) {
        if let sha {
            completion(.sha(sha))
            return
        }
        waiting.append(completion)
        guard request == nil else { return }
        request = usecase.fetchCommits(fullName: place.fullName, ref: place.ref, page: 1, perPage: 1,
                                       freshness: .latest) { [weak self] answer in
            self?.didAnswer(answer, hasToken: hasToken, now: now())
        }
    }

    private func didAnswer(_ answer: Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>, hasToken: Bool, now: Date) {
        request = nil
        let result: Answer
        switch answer {
        case .success(let answer):
            if let head = answer.value.items.first?.sha, Self.isFullSHA(head) {
                sha = head.lowercased()
                result = .sha(head.lowercased())
            } else {
                result = .unavailable("GitHub named no commit for this ref")
            }
        case .failure(let error):
            result = .unavailable(ErrorSentence.describe(error, now: now, hasToken: hasToken))
        }
        let callbacks = waiting
        waiting = []
        for callback in callbacks { callback(result) }
    }
}
