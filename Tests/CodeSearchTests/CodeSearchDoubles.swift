import CodeSearchPresenter
import Entities
import Foundation
import TestSupport
import Usecases

/// Records what the code search screen was shown.
@MainActor
final class CodeSearchViewSpy: CodeSearchDisplay {
    private(set) var models: [CodeSearchViewModel] = []
    var last: CodeSearchViewModel { models.last ?? CodeSearchViewModel() }

    func display(_ viewModel: CodeSearchViewModel) {
        models.append(viewModel)
    }
}

/// Records the code searches asked for; the test answers them.
@MainActor
final class CodeSearchUsecaseMock: CodeSearchUsecase {
    struct Call {
        var query: String
        var fullName: String?
        var page: Int
        var perPage: Int
        var freshness: AnswerFreshness
        var completion: @MainActor (Result<CachedThenFresh<CodeSearchAnswer>, GitHubError>) -> Void
    }

    var calls: [Call] = []

    func searchCode(query: String, fullName: String?, page: Int, perPage: Int, freshness: AnswerFreshness,
                    completion: @escaping @MainActor (Result<CachedThenFresh<CodeSearchAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        calls.append(Call(query: query, fullName: fullName, page: page, perPage: perPage, freshness: freshness,
                          completion: completion))
        return CancellableSpy()
    }

    /// Answers call `index` with `results`, GitHub counting `total`, `next` announced.
    func answer(_ results: [CodeSearchResult], call index: Int = 0, total: Int? = nil, next: Int? = nil) {
        let page = PagedAnswer(items: results, page: calls[index].page, nextPage: next)
        calls[index].completion(.success(.fresh(CodeSearchAnswer(page: page, totalCount: total ?? results.count),
                                                source: .network)))
    }
}

/// Code search results to answer with.
enum SampleCode {
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    static func result(_ fullName: String = "jacquev6/MockMockMock", path: String = "tests/record_replay.py",
                       ref: String? = "562a55542f55426f6853f3013309c85f402c359e",
                       fragment: String = "a = 1\nself.m(toto=46)\nb = 2", indices: [Int] = [13, 17],
                       text: String = "toto") -> CodeSearchResult {
        CodeSearchResult(repositoryFullName: fullName, path: path, ref: ref,
                         htmlURL: "https://github.com/\(fullName)/blob/\(ref ?? "HEAD")/\(path)",
                         textMatches: [CodeTextMatch(fragment: fragment,
                                                     matches: [CodeTextMatch.Match(text: text, indices: indices)])])
    }
}
