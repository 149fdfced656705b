import Entities

/// Remembers submitted search queries across launches (file-backed in the app).
///
/// Answers come back on the UI thread.
@MainActor
public protocol SearchHistoryUsecase: AnyObject {
    /// Reads the history, most recent first.
    func loadHistory(completion: @escaping @MainActor (SearchHistorySnapshot) -> Void)
    /// Records a submitted query at the front (moving it there if it was already present).
    /// Empty (or all-whitespace) queries are ignored. Answers with a problem if the write failed.
    func record(query: String, completion: @escaping @MainActor (SearchHistoryProblem?) -> Void)
}
