import ArgumentParser

/// `OWNER/REPO` as the commands inside a repository take it, checked before anything is asked.
struct RepositoryArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The repository.", valueName: "owner/repo"))
    var repository: String

    func validate() throws {
        let parts = repository.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty }) else {
            throw ValidationError("Expected OWNER/REPO, got “\(repository)”.")
        }
    }
}
