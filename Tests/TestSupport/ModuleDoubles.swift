import Entities
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

/// Records the repositories the list asked to show, and the search each came from.
@MainActor
public final class RepositoryListRouterSpy: RepositoryListWireframe {
    public private(set) var shownRepositories: [Repository] = []
    public private(set) var shownFrom: [RepositorySearch] = []

    public init() {}

    public private(set) var yourListsShown = 0

    public func showYourLists() {
        yourListsShown += 1
    }

    public func showRepositoryDetail(_ repository: Repository, from search: RepositorySearch) {
        shownRepositories.append(repository)
        shownFrom.append(search)
    }

    /// The screens inside a repository it asked for, in order ("files o/r@main").
    public private(set) var shownInside: [String] = []

    public func showFiles(_ place: RepositoryRef) { shownInside.append("files \(place.fullName)@\(place.ref)") }

    public func showCommits(_ place: RepositoryRef) { shownInside.append("commits \(place.fullName)@\(place.ref)") }

    public func showReleases(fullName: String) { shownInside.append("releases \(fullName)") }
}

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

/// Records the lists the detail Presenter asked to push.
@MainActor
public final class RepositoryDetailRouterSpy: RepositoryDetailWireframe {
    public private(set) var shownLists: [RepositorySearch] = []

    public init() {}

    public func showRepositoryList(_ search: RepositorySearch) {
        shownLists.append(search)
    }

    /// The topic choices offered, each as (labels, the searches they lead to).
    public private(set) var topicChoices: [(topics: [String], searches: [RepositorySearch])] = []

    public func chooseTopic(of topics: [String], searches: [RepositorySearch]) {
        topicChoices.append((topics, searches))
    }

    /// The screens inside the repository it asked for, in order ("files o/r@main").
    public private(set) var shownInside: [String] = []

    public func showFiles(_ place: RepositoryRef) { shownInside.append("files \(place.fullName)@\(place.ref)") }

    public func showCommits(_ place: RepositoryRef) { shownInside.append("commits \(place.fullName)@\(place.ref)") }

    public func showReleases(fullName: String) { shownInside.append("releases \(fullName)") }

    /// The ref choosers offered, each with its repository, title, row labels and the refs they pick.
    public private(set) var refChoices: [(fullName: String, title: String, labels: [String], refs: [String])] = []

    public func chooseRef(of fullName: String, title: String, labels: [String], refs: [String]) {
        refChoices.append((fullName, title, labels, refs))
    }
}
