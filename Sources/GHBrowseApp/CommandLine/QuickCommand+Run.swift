#if canImport(Glibc)
import Glibc
#endif
import APIClient

extension QuickCommand {
    /// Runs the command as its ArgumentParser twin would (the same runners, the same output) and
    /// returns the exit status.
    func run() -> Int32 {
        switch self {
        case .launch(let choices):
            return GHBrowseCommand.launch(choices)
        case .version:
            return CommandLineEntry.writeCleanExit(GHBrowseVersion.current,
                                                   standardOutput: FileDescriptorSink(descriptor: STDOUT_FILENO),
                                                   standardError: FileDescriptorSink(descriptor: STDERR_FILENO))
        case .search(let request, let cache):
            return CommandLineRun.status(noCache: cache.noCache, maximumAge: cache.maximumAge, color: .auto) { run, finish in
                run.searchRunner().run(request, completion: finish)
            }
        case .view(let repository, let json, let cache):
            return CommandLineRun.status(noCache: cache.noCache, maximumAge: cache.maximumAge, color: .auto,
                                         paged: json == nil) { run, finish in
                run.viewRunner().run(fullName: repository, json: json, completion: finish)
            }
        case .pullRequestDiff(let repository, let number, let cache):
            return CommandLineRun.status(noCache: cache.noCache, maximumAge: cache.maximumAge, color: .auto,
                                         paged: true) { run, finish in
                run.pullRequestDiffRunner().run(fullName: repository, number: number, completion: finish)
            }
        }
    }
}
