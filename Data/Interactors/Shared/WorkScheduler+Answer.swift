import APIClient
import Usecases

extension WorkScheduler {
    /// Runs `work` off the UI thread and hands its result to `completion` on the UI thread,
    /// unless `token` is cancelled first: a cancelled request never answers.
    func answer<Value: Sendable>(cancellation token: CancellationToken,
                                 work: @escaping @Sendable () -> Value,
                                 completion: @escaping @MainActor (Value) -> Void) {
        runInBackground {
            let value = work()
            guard !token.isCancelled else { return }
            runOnUIThread {
                guard !token.isCancelled else { return }
                completion(value)
            }
        }
    }
}
