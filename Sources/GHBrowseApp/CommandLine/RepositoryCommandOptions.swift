import ArgumentParser
import Entities

/// `OWNER/REPO` as the commands inside a repository take it, checked before anything is asked.
struct RepositoryArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The repository.", valueName: "owner/repo"))
    var repository: String

    func validate() throws {
        try Self.validate(repository)
    }

    /// Checks `repository` against GitHub's rules for names before anything is sent (`.` and
    /// `..` are not names): a usage error otherwise.
    static func validate(_ repository: String) throws {
        if let problem = RepositoryNameRules.problem(with: repository) { throw ValidationError(problem) }
    }
}
