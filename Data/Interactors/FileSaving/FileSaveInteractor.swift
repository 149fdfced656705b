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
        let job = self.job
        let scheduler = self.scheduler
        scheduler.runInBackground {
            let outcome = job.run(source, to: path, overwrite: overwrite, cancellation: token) { step in
                scheduler.runOnUIThread { if !token.isCancelled { progress(step) } }
            }
            scheduler.runOnUIThread { completion(outcome) }
        }
        return token
    }
}
