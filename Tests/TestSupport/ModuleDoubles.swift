import Entities
import Routes
import Usecases
import RepositoryDetailPresenter
import RepositoryListPresenter

/// Records every view model and every query/selection call the list Presenter makes (the
/// selection itself is the View's: tests say which row an event acts on).
@MainActor
public final class RepositoryListViewSpy: RepositoryListDisplay {
    public private(set) var displayed: [RepositoryListViewModel] = []
    public var last: RepositoryListViewModel { displayed.last ?? RepositoryListViewModel() }
    /// The texts the Presenter put in the query field, in order.
    public private(set) var replacedQueries: [String] = []
    public private(set) var selectionResets = 0

    public init() {}

    /// What the query field shows, if the Presenter ever set it.
    public var query: String { replacedQueries.last ?? "" }

    public func display(_ viewModel: RepositoryListViewModel) {
        displayed.append(viewModel)
    }

    public func replaceQuery(with text: String) {
        replacedQueries.append(text)
    }

    public func resetSelection() {
        selectionResets += 1
    }
}

/// The list's Wireframe spy: the routes it asked for, read as what a list test checks.
public typealias RepositoryListRouterSpy = RouteWireframeSpy

/// Records every view model the detail Presenter shows.
@MainActor
public final class RepositoryDetailViewSpy: RepositoryDetailDisplay {
    public private(set) var displayed: [RepositoryDetailViewModel] = []
    public var last: RepositoryDetailViewModel { displayed.last ?? RepositoryDetailViewModel() }

    public init() {}

    public func display(_ viewModel: RepositoryDetailViewModel) {
        displayed.append(viewModel)
    }

    /// Headings the README "has"; the anchors the Presenter asked to scroll to.
    public var headingAnchors: Set<String> = []
    public private(set) var scrolledTo: [String] = []

    public func scrollToHeading(anchor: String) -> Bool {
        scrolledTo.append(anchor)
        return headingAnchors.contains(anchor)
    }
}

/// The detail's Wireframe spy: the routes it asked for, read as what a detail test checks.
public typealias RepositoryDetailRouterSpy = RouteWireframeSpy
