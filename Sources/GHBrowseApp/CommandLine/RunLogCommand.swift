import ArgumentParser

/// `ghbrowse run-log OWNER/REPO RUN_ID [--job JOB_ID] [--failed]`: the log text of a run's jobs.
struct RunLogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run-log",
        abstract: "Print the log of a workflow run's jobs, or only of its failed steps.",
        discussion: """
            With --job, that job's log as GitHub keeps it; without, every job's log, each line after the job's and \
            the step's names and a tab, as gh run view prints logs. --failed prints only the lines of the \
            failed steps of the failed jobs (as gh run view's log-failed option). A line belongs to the step that had started \
            by its timestamp. On a terminal every escape sequence and control of the log is removed. A finished \
            job's log is kept in the cache; a running job's is always asked for.
            """)

    @OptionGroup var repository: RepositoryArgument

    @Argument(help: ArgumentHelp("The run's id.", valueName: "run-id"))
    var runID: Int

    @Option(help: ArgumentHelp("Only this job's log (its id).", valueName: "job-id"))
    var job: Int?

    @Flag(help: "Only the lines of the failed steps.")
    var failed = false

    @OptionGroup var cache: CacheOptions
    @OptionGroup var color: ColorOption

    func validate() throws {
        guard runID > 0 else { throw ValidationError("A run's id is a positive number.") }
        if let job, job <= 0 { throw ValidationError("A job's id is a positive number.") }
    }

    func run() throws {
        try CommandLineRun.perform(cache: cache, color: color.color) { run, finish in
            run.runLogRunner(cache: cache).run(fullName: repository.repository, runID: runID, jobID: job,
                                               failedOnly: failed, completion: finish)
        }
    }
}
