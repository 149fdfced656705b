/// Remembers the repositories opened (their detail screens), most recent first, across launches
/// (file-backed beside the search history in the app): the command palette lists them.
///
/// Answers come back on the UI thread.
@MainActor
public protocol RecentRepositoriesUsecase: AnyObject {
    /// The repositories opened, most recent first (`owner/name`); an unreadable or corrupt file
    /// reads as none.
    func loadRecent(completion: @escaping @MainActor ([String]) -> Void)
    /// Puts `fullName` at the front (an earlier entry of it goes); names GitHub could not give are
    /// ignored.
    func recordOpened(_ fullName: String)
}
