import ArgumentParser

/// `ghbrowse run OWNER/REPO RUN_ID [--json [FIELDS]]`: one workflow run with its jobs and steps.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Show a workflow run: its jobs and their steps, each with its conclusion and duration.",
        discussion: """
            Piped, prints one tab-separated line per job and one per step under it: the job's id (or, for a step, \
            empty), the job's name, the step's number and name (empty on a job's line), the status (the conclusion \
            once completed), the duration in seconds. Exit status 1 when GitHub could not answer.

            \(JSONOptions.fieldsSentence(command: "run"))
            """)

    @OptionGroup var repository: RepositoryArgument

    @Argument(help: ArgumentHelp("The run's id (the number in its address, …/actions/runs/ID).", valueName: "run-id"))
    var runID: Int

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard runID > 0 else { throw ValidationError("A run's id is a positive number.") }
        try output.check(command: "run")
    }

    func run() throws {
        try output.perform { run, finish in
            run.runRunner(cache: output.cache)
                .run(fullName: repository.repository, runID: runID, json: output.json.request,
                     completion: finish)
        }
    }
}
