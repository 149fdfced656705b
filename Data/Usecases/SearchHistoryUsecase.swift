import Entities

/// Remembers submitted searches (query, sort and order) across launches (file-backed in the app).
///
/// Answers come back on the UI thread.
@MainActor
public protocol SearchHistoryUsecase: AnyObject {
    /// Reads the history, most recent first.
    func loadHistory(completion: @escaping @MainActor (SearchHistorySnapshot) -> Void)
    /// Records a submitted search at the front (replacing an earlier one with the same query).
    /// Empty (or all-whitespace) queries are ignored. Answers with a problem if the write failed.
    func record(_ entry: RepositorySearch, completion: @escaping @MainActor (SearchHistoryProblem?) -> Void)
}
