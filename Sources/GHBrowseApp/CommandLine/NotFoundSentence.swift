import Entities
import Usecases
import TextCells

/// What was not found, in the command line's words: the repository, the file, the ref.
enum NotFoundSentence {
    /// "nope/nope: no such repository, or the token cannot see it".
    static func repository(_ fullName: String) -> String {
        "\(TextSanitizer.singleLine(fullName)): no such repository, or the token cannot see it"
    }

    /// "nope.py: no such file in o/r at develop".
    static func file(_ path: String, in fullName: String, at ref: String) -> String {
        "\(TextSanitizer.singleLine(path)): no such file in \(TextSanitizer.singleLine(fullName)) at "
            + TextSanitizer.singleLine(ref)
    }

    /// "v9: no such branch, tag or commit in o/r".
    static func ref(_ ref: String, in fullName: String) -> String {
        "\(TextSanitizer.singleLine(ref)): no such branch, tag or commit in \(TextSanitizer.singleLine(fullName))"
    }

    /// Whether GitHub's 404 names a missing ref ("No commit found for the ref nope", "No commit
    /// found for SHA: nope") rather than a missing repository or path.
    static func namesMissingRef(_ message: String) -> Bool {
        message.hasPrefix("No commit found")
    }
}

extension CommandLineContext {
    /// As `fail(_:)`, but GitHub's 404 of the repository itself says which repository (a name
    /// that is not a repository's was refused before any request, in its own words).
    func fail(_ error: GitHubError, repository fullName: String) -> Int32 {
        guard case .notFound = error, RepositoryNameRules.problem(with: fullName) == nil else { return fail(error) }
        output.writeError("ghbrowse: " + NotFoundSentence.repository(fullName))
        return Self.failureStatus
    }

    /// Says what a 404 inside a repository was: asks GitHub for the repository once (a missing or
    /// hidden repository), else `inside(repository)` says what was missing in it (a file, a ref);
    /// any other failure is said as it is. `completion` gets the exit status.
    @MainActor
    func failInside(_ error: GitHubError, fullName: String, ref: String?, usecase: RepositoryUsecase,
                    inside: @escaping @MainActor (Repository) -> String?,
                    completion: @escaping @MainActor (Int32) -> Void) {
        guard case .notFound(let message) = error, RepositoryNameRules.problem(with: fullName) == nil else {
            return completion(fail(error))
        }
        if let ref, NotFoundSentence.namesMissingRef(message) {
            output.writeError("ghbrowse: " + NotFoundSentence.ref(ref, in: fullName))
            return completion(Self.failureStatus)
        }
        var answered = false
        usecase.fetchRepository(fullName: fullName, freshness: .latest) { [self] result in
            guard !answered else { return }
            answered = true
            switch result {
            case .failure(.notFound):
                output.writeError("ghbrowse: " + NotFoundSentence.repository(fullName))
                completion(Self.failureStatus)
            case .success(let answer):
                guard let sentence = inside(answer.value.repository) else { return completion(fail(error)) }
                output.writeError("ghbrowse: " + sentence)
                completion(Self.failureStatus)
            case .failure:
                completion(fail(error))
            }
        }
    }
}
