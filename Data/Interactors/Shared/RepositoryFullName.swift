import Entities
import Usecases

/// `OWNER/REPO` split into its two parts, or the `notFound` error a name breaking GitHub's rules
/// (`RepositoryNameRules`) earns: nothing is sent for it, on any screen or the command line.
enum RepositoryFullName {
    static func split(_ fullName: String) -> Result<(owner: String, name: String), GitHubError> {
        guard let parts = RepositoryNameRules.split(fullName) else {
            let problem = RepositoryNameRules.problem(with: fullName) ?? "expected OWNER/REPO"
            return .failure(.notFound(message: "“\(fullName)” is not a repository: \(problem)"))
        }
        return .success(parts)
    }
}

extension WorkScheduler {
    /// The owner and name of `fullName` ("OWNER/REPO"); for any other form nil, once `completion`
    /// has been handed the error on the UI thread, so a use case returns without a request.
    func repositoryParts<Answer>(_ fullName: String,
                                 orFail completion: @escaping @MainActor (Result<Answer, GitHubError>) -> Void)
        -> (owner: String, name: String)? {
        switch RepositoryFullName.split(fullName) {
        case .success(let parts):
            return parts
        case .failure(let error):
            runOnUIThread { completion(.failure(error)) }
            return nil
        }
    }
}
