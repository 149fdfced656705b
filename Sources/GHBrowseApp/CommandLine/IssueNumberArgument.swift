import ArgumentParser

/// `OWNER/REPO NUMBER`, as `issue`, `pr` and `pr-diff` take them.
struct IssueNumberArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The repository.", valueName: "owner/repo"))
    var repository: String

    @Argument(help: ArgumentHelp("The issue's or pull request's number.", valueName: "number"))
    var number: Int

    func validate() throws {
        try RepositoryArgument.validate(repository)
        guard number > 0 else { throw ValidationError("The number must be 1 or more.") }
    }
}
