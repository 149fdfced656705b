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
        let environment = ProcessEnvironment.current()
        let services = AppServices(environment: environment, historyFile: nil)
        let status = MainActor.assumeIsolated { () -> Int32 in
            let events = UIEventQueue()
            let interactor = RepositoryDetailInteractor(client: services.github, scheduler: events)
            var answer: Result<Repository, GitHubError>?
            interactor.fetchRepository(fullName: repository) { answer = $0 }
            events.run { answer != nil }
            switch answer {
            case .success(let repository):
                TerminalOutput.write(json ? RepositoryOutput.json(repository)
                    : RepositoryOutput.detailText(repository, width: TerminalOutput.width(environment: environment),
                                                  now: SystemDateProvider().now))
                return 0
            case .failure(let error):
                let sentence = ErrorSentence.describe(error, now: SystemDateProvider().now, hasToken: services.hasToken)
                writeToStandardError("ghbrowse: \(sentence)\n")
                return 1
            case nil:
                return 1
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
