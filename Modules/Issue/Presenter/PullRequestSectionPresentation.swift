import PresentationKit

/// What happens on a pull request's Commits or Checks section (a list), told to its Presenter by
/// the View: its lifecycle, its selection, and its commands.
@MainActor
public protocol PullRequestListPresentation: ScreenLifecycleEvents, ListSelectionEvents {
    /// A key asked for `command` with row `row` selected (nil with no rows).
    func didRequest(_ command: PullRequestSectionCommand, row: Int?)
}

/// What happens on a pull request's Files section, told to its Presenter by the View.
@MainActor
public protocol PullRequestFilesPresentation: ScreenLifecycleEvents {
    /// The reader scrolled: line `line` is the last one on screen (near the end of what is
    /// loaded, the next page of files is asked for).
    func didScroll(toLine line: Int)
    /// The path filter is now `text` ("" shows every file).
    func filterDidChange(_ text: String)
    /// A key asked for `command`.
    func didRequest(_ command: PullRequestSectionCommand)
}
