import Entities
import Interactors

/// Holds the README fetch so the test answers it when it likes.
@MainActor
public final class RepositoryReadmeUsecaseMock: RepositoryReadmeUsecase {
    public private(set) var requestedNames: [String] = []
    public private(set) var completion: (@MainActor (Result<ReadmeAnswer, GitHubError>) -> Void)?
    public let cancellable = CancellableSpy()

    public init() {}

    public func fetchReadme(fullName: String,
                     completion: @escaping @MainActor (Result<ReadmeAnswer, GitHubError>) -> Void) -> Cancellable {
        requestedNames.append(fullName)
        self.completion = completion
        return cancellable
    }
}

/// Holds the languages fetch so the test answers it when it likes.
@MainActor
public final class RepositoryLanguagesUsecaseMock: RepositoryLanguagesUsecase {
    public private(set) var requestedNames: [String] = []
    public private(set) var completion: (@MainActor (Result<RepositoryLanguages, GitHubError>) -> Void)?
    public let cancellable = CancellableSpy()

    public init() {}

    public func fetchLanguages(fullName: String,
                        completion: @escaping @MainActor (Result<RepositoryLanguages, GitHubError>) -> Void)
        -> Cancellable {
        requestedNames.append(fullName)
        self.completion = completion
        return cancellable
    }
}
