import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import Interactors
import Usecases

/// The command line's composition root: builds the services and the runners' collaborators
/// (the use cases over the GitHub client, the process's output, the system clock), runs the
/// main thread's event loop until a runner finishes, and turns its status into the exit status.
@MainActor
struct CommandLineRun {
    let services: AppServices
    let events: UIEventQueue
    let context: CommandLineContext

    /// Runs `body` on the main thread (the command line's UI thread) with the real collaborators;
    /// `body` starts a runner and hands it the completion. A non-zero status becomes the exit status.
    /// With `paged`, standard output on a terminal goes through the user's pager when it is longer
    /// than the screen.
    nonisolated static func perform(cache: CacheOptions, color: ColorChoice, paged: Bool = false,
                                    _ body: @MainActor (CommandLineRun, @escaping @MainActor (Int32) -> Void) -> Void)
        throws {
        try perform(noCache: cache.noCache, maximumAge: cache.maximumAge?.seconds, color: color, paged: paged, body)
    }

    /// As above, with the cache options given as values (commands without `--cache`).
    nonisolated static func perform(noCache: Bool, maximumAge: Double?, color: ColorChoice, paged: Bool = false,
                                    _ body: @MainActor (CommandLineRun, @escaping @MainActor (Int32) -> Void) -> Void)
        throws {
        let exitStatus = Self.status(noCache: noCache, maximumAge: maximumAge, color: color, paged: paged, body)
        if exitStatus != 0 { throw ExitCode(exitStatus) }
    }

    /// As above, returning the exit status instead of throwing it (the quick command line's way).
    nonisolated static func status(noCache: Bool, maximumAge: Double?, color: ColorChoice, paged: Bool = false,
                                   _ body: @MainActor (CommandLineRun, @escaping @MainActor (Int32) -> Void) -> Void)
        -> Int32 {
        MainActor.assumeIsolated {
            let environment = ProcessEnvironment.current()
            let services = AppServices(environment: environment, historyFile: nil, noMouse: true,
                                       cache: noCache ? .off : .commandLine(maximumAge: maximumAge))
            let paging = PagedOutput(paged: paged, environment: environment)
            let output = CommandLineOutput.process(environment: environment, color: color, standardOutput: paging?.sink)
            for note in services.tokens.earlyNotes { output.writeError("ghbrowse: " + note) }
            // The command line may wait for `gh auth token`: its sentences then know whether a token came.
            let hasToken = services.tokens.provider.token != nil
            let run = CommandLineRun(
                services: services, events: UIEventQueue(),
                context: CommandLineContext(output: output, clock: SystemDateProvider(), hasToken: hasToken))
            var status: Int32?
            body(run) { status = $0 }
            run.events.run { status != nil }
            paging?.finish(environment: environment)
            return status ?? 1
        }
    }

    func searchRunner() -> SearchCommandRunner {
        SearchCommandRunner(
            collector: SearchCollector(usecase: SearchRepositoryInteractor(client: services.github,
                                                                           scheduler: LoopWorkScheduler(events: events))),
            context: context)
    }

    func authStatusRunner() -> AuthStatusRunner {
        AuthStatusRunner(resolution: services.tokens.resolution(), notesAlreadySaid: services.tokens.earlyNotes.count,
                         account: AccountInteractor(client: services.github, scheduler: events), context: context)
    }

    func listingRunner() -> ListingCommandRunner {
        ListingCommandRunner(starred: AccountRepositoriesInteractor(client: services.github, scheduler: events),
                             repositories: AccountRepositoriesInteractor(client: services.github, scheduler: events),
                             context: context)
    }

    func starRunner() -> StarCommandRunner {
        StarCommandRunner(usecase: StarStateInteractor(client: services.github, scheduler: events), context: context)
    }

    func viewRunner() -> ViewCommandRunner {
        ViewCommandRunner(
            repositoryUsecase: RepositoryInteractor(client: services.github, scheduler: events),
            readmeUsecase: RepositoryReadmeInteractor(client: services.github, scheduler: events),
            languagesUsecase: RepositoryLanguagesInteractor(client: services.github, scheduler: events),
            context: context)
    }

    /// What the commands inside a repository ask the use cases for: one answer under the
    /// command line's freshness (its client's), the stored copy when GitHub cannot be reached.
    static func freshness(_ cache: CacheOptions) -> AnswerFreshness {
        .latest
    }

    func treeRunner(cache: CacheOptions) -> TreeCommandRunner {
        TreeCommandRunner(usecase: RepositoryTreeInteractor(client: services.github, scheduler: events),
                          repositoryUsecase: RepositoryInteractor(client: services.github, scheduler: events),
                          freshness: Self.freshness(cache), context: context)
    }

    func catRunner(cache: CacheOptions) -> CatCommandRunner {
        let limit = context.output.isTerminal ? FileContentsLimit.shownBytes : FileContentsLimit.servedBytes
        return CatCommandRunner(usecase: FileContentsInteractor(client: services.github, scheduler: events, limit: limit),
                                repositoryUsecase: RepositoryInteractor(client: services.github, scheduler: events),
                                freshness: Self.freshness(cache), context: context,
                                theme: context.output.usesColor && services.commandTheme() == .light
                                    ? .githubLight : .githubDark)
    }

    func blameRunner(cache: CacheOptions) -> BlameCommandRunner {
        let limit = context.output.isTerminal ? FileContentsLimit.shownBytes : FileContentsLimit.servedBytes
        return BlameCommandRunner(blameUsecase: BlameInteractor(client: services.github, scheduler: events),
                                  fileUsecase: FileContentsInteractor(client: services.github, scheduler: events, limit: limit),
                                  repositoryUsecase: RepositoryInteractor(client: services.github, scheduler: events),
                                  freshness: Self.freshness(cache), context: context)
    }

    func logRunner(cache: CacheOptions) -> LogCommandRunner {
        LogCommandRunner(usecase: CommitHistoryInteractor(client: services.github, scheduler: events),
                         repositoryUsecase: RepositoryInteractor(client: services.github, scheduler: events),
                         freshness: Self.freshness(cache), context: context)
    }

    func downloadRunner() -> DownloadCommandRunner {
        DownloadCommandRunner(releases: ReleasesInteractor(client: services.github, scheduler: events),
                              saving: services.fileSaving(scheduler: events), context: context,
                              showsProgress: isatty(STDERR_FILENO) == 1)
    }

    func releasesRunner(cache: CacheOptions) -> ReleasesCommandRunner {
        ReleasesCommandRunner(usecase: ReleasesInteractor(client: services.github, scheduler: events),
                              freshness: Self.freshness(cache), context: context)
    }

    func conversationListRunner(cache: CacheOptions) -> ConversationListRunner {
        ConversationListRunner(issues: IssuesInteractor(client: services.github, scheduler: events),
                               pullRequests: PullRequestsInteractor(client: services.github, scheduler: events),
                               freshness: Self.freshness(cache), context: context)
    }

    func codeRunner(cache: CacheOptions) -> CodeCommandRunner {
        CodeCommandRunner(usecase: CodeSearchInteractor(client: services.github, scheduler: events),
                          freshness: Self.freshness(cache), context: context)
    }

    func inboxRunner(cache: CacheOptions) -> InboxCommandRunner {
        InboxCommandRunner(notifications: NotificationsInteractor(client: services.github, scheduler: events, perPage: 100),
                           issues: IssuesInteractor(client: services.github, scheduler: events),
                           freshness: Self.freshness(cache), context: context)
    }

    func conversationItemRunner(cache: CacheOptions) -> ConversationItemRunner {
        ConversationItemRunner(conversation: IssueConversationInteractor(client: services.github, scheduler: events),
                               pullRequest: PullRequestInteractor(client: services.github, scheduler: events),
                               repositoryUsecase: RepositoryInteractor(client: services.github, scheduler: events),
                               freshness: Self.freshness(cache), context: context)
    }

    func pullRequestDiffRunner() -> PullRequestDiffRunner {
        PullRequestDiffRunner(usecase: PullRequestInteractor(client: services.github, scheduler: events),
                              repositoryUsecase: RepositoryInteractor(client: services.github, scheduler: events),
                              freshness: .latest, context: context)
    }

    func checksRunner(cache: CacheOptions) -> ChecksCommandRunner {
        ChecksCommandRunner(checks: ChecksInteractor(client: services.github, scheduler: events),
                            pullRequest: PullRequestInteractor(client: services.github, scheduler: events),
                            repositoryUsecase: RepositoryInteractor(client: services.github, scheduler: events),
                            freshness: Self.freshness(cache), context: context)
    }

    func runsRunner(cache: CacheOptions) -> RunsCommandRunner {
        RunsCommandRunner(usecase: WorkflowRunsInteractor(client: services.github, scheduler: events),
                          repositoryUsecase: RepositoryInteractor(client: services.github, scheduler: events),
                          freshness: Self.freshness(cache), context: context)
    }

    func runRunner(cache: CacheOptions) -> RunCommandRunner {
        RunCommandRunner(usecase: WorkflowRunInteractor(client: services.github, scheduler: events),
                         repositoryUsecase: RepositoryInteractor(client: services.github, scheduler: events),
                         freshness: Self.freshness(cache), context: context)
    }

    func runLogRunner(cache: CacheOptions) -> RunLogRunner {
        RunLogRunner(run: WorkflowRunInteractor(client: services.github, scheduler: events),
                     log: JobLogInteractor(client: services.github, scheduler: events),
                     repositoryUsecase: RepositoryInteractor(client: services.github, scheduler: events),
                     freshness: Self.freshness(cache), context: context)
    }
}
