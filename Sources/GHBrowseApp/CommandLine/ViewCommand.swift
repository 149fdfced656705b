import ArgumentParser
import Entities
import Interactors
import PresentationKit

/// `ghbrowse view OWNER/REPO`: the detail screen's content as text or JSON.
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Show one repository's details.")

    @Argument(help: ArgumentHelp("The repository.", valueName: "owner/repo"))
    var repository: String

    @Flag(help: "Print a JSON object with the GitHub CLI's field names.")
    var json = false

    func validate() throws {
        let parts = repository.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty }) else {
            throw ValidationError("Expected OWNER/REPO, got “\(repository)”.")
        }
    }

    func run() throws {
        try CommandLineRun.perform { run in
            let interactor = RepositoryDetailInteractor(client: run.services.github, scheduler: run.events)
            var answer: Result<Repository, GitHubError>?
            interactor.fetchRepository(fullName: repository) { answer = $0 }
            run.events.run { answer != nil }
            switch answer {
            case .success(let repository):
                TerminalOutput.write(json ? RepositoryOutput.json(repository)
                    : RepositoryOutput.detailText(repository, width: TerminalOutput.width(environment: run.environment),
                                                  now: SystemDateProvider().now))
                return 0
            case .failure(let error):
                return run.fail(error)
            case nil:
                return 1
            }
        }
    }
}
