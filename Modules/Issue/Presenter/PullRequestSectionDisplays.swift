import PresentationKit
import RepositoryBrowsing

/// A pull request's Commits section as its Presenter sees it.
@MainActor
public protocol PullRequestCommitsDisplay: AnyObject {
    func display(_ viewModel: ListViewModel<CommitSummaryText>)
}

/// A pull request's Checks section as its Presenter sees it.
@MainActor
public protocol PullRequestChecksDisplay: AnyObject {
    func display(_ viewModel: ListViewModel<CheckRowText>)
}

/// A pull request's Files section as its Presenter sees it.
@MainActor
public protocol PullRequestFilesDisplay: AnyObject {
    func display(_ viewModel: PullRequestFilesViewModel)
}
