import Entities
import Usecases

/// `OWNER/REPO` split into its two parts, or the `notFound` error a malformed name earns.
enum RepositoryFullName {
    static func split(_ fullName: String) -> Result<(owner: String, name: String), GitHubError> {
        let parts = fullName.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            return .failure(.notFound(message: "“\(fullName)” is not of the form OWNER/REPO"))
        }
        return .success((String(parts[0]), String(parts[1])))
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
