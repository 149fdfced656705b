import ArgumentParser
import Entities

/// `ghbrowse view OWNER/REPO`: the detail screen's content as text or JSON.
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Show one repository's details.",
        discussion: """
            On a terminal, the facts, the languages and the README rendered as on the detail screen, through the pager \
            when longer than the screen; piped, the README as the raw file.

            \(JSONOptions.fieldsSentence(command: "view"))
            """)

    @Argument(help: ArgumentHelp("The repository.", valueName: "owner/repo"))
    var repository: String

    @OptionGroup var output: OutputOptions
    @OptionGroup var pager: PagerOption

    func validate() throws {
        // GitHub's name rules, before anything is sent: `../user` would otherwise be `GET /user`.
        if let problem = RepositoryNameRules.problem(with: repository) {
            throw ValidationError("“\(repository)” is not OWNER/REPO: \(problem).")
        }
        try output.check(command: "view")
    }

    func run() throws {
        try output.perform(pager: pager) { run, finish in
            run.viewRunner().run(fullName: repository, json: output.json.request, completion: finish)
        }
    }
}
