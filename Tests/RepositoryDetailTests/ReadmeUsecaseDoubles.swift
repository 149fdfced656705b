import Entities
import Interactors

/// Holds the README fetch so the test answers it when it likes.
@MainActor
final class RepositoryReadmeUsecaseMock: RepositoryReadmeUsecase {
    private(set) var requestedNames: [String] = []
    private(set) var completion: (@MainActor (Result<ReadmeAnswer, GitHubError>) -> Void)?
    let cancellable = DetailCancellableSpy()

    func fetchReadme(fullName: String,
                     completion: @escaping @MainActor (Result<ReadmeAnswer, GitHubError>) -> Void) -> Cancellable {
        requestedNames.append(fullName)
        self.completion = completion
        return cancellable
    }
}

/// Holds the languages fetch so the test answers it when it likes.
@MainActor
final class RepositoryLanguagesUsecaseMock: RepositoryLanguagesUsecase {
    private(set) var requestedNames: [String] = []
    private(set) var completion: (@MainActor (Result<RepositoryLanguages, GitHubError>) -> Void)?
    let cancellable = DetailCancellableSpy()

    func fetchLanguages(fullName: String,
                        completion: @escaping @MainActor (Result<RepositoryLanguages, GitHubError>) -> Void)
        -> Cancellable {
        requestedNames.append(fullName)
        self.completion = completion
        return cancellable
    }
}
