import APIClient
import Store
import Usecases

/// `d`'s saves: a `FileDownloadJob` run off the UI thread, its progress and outcome brought back
/// to it; the path checks and Tab's directory completions on the file system.
@MainActor
public final class FileSaveInteractor: FileSavingUsecase {
    private let job: FileDownloadJob
    private let scheduler: WorkScheduler

    public init(job: FileDownloadJob, scheduler: WorkScheduler) {
        self.job = job
        self.scheduler = scheduler
    }

    public func exists(_ path: String) -> Bool {
        PosixFiles.exists(path)
    }

    public func isDirectory(_ path: String) -> Bool {
        PosixFiles.isDirectory(path)
    }

    public func directoryCompletions(of typed: String) -> [String] {
        DirectoryCompletion.candidates(of: typed)
    }

    public func save(_ source: SaveSource, to path: String, overwrite: Bool,
                     progress: @escaping @MainActor (SaveProgress) -> Void,
                     completion: @escaping @MainActor (SaveOutcome) -> Void) -> Cancellable {
        let token = CancellationToken()
        scheduler.runInBackground(Self.work(job: job, scheduler: scheduler, source: source, path: path, overwrite: overwrite,
                                            token: token, progress: progress, completion: completion))
        return token
    }

    /// The save as work for a background thread: made outside the main actor, so nothing in it
    /// assumes it runs there (only what it hands back to the UI thread does).
    private nonisolated static func work(job: FileDownloadJob, scheduler: WorkScheduler, source: SaveSource, path: String,
                                         overwrite: Bool, token: CancellationToken,
                                         progress: @escaping @MainActor (SaveProgress) -> Void,
                                         completion: @escaping @MainActor (SaveOutcome) -> Void) -> @Sendable () -> Void {
        {
            let outcome = job.run(source, to: path, overwrite: overwrite, cancellation: token) { step in
                scheduler.runOnUIThread { if !token.isCancelled { progress(step) } }
            }
            scheduler.runOnUIThread { completion(outcome) }
        }
    }
}
