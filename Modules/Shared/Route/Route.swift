import Entities

/// A screen a Router may ask for, by what it shows rather than how it is built. The navigator in
/// the composition root turns a route into its module (`<Screen>Router.assembleModules`) and
/// pushes it, so no screen's target depends on another screen's target.
public indirect enum Route: Equatable, Sendable {
    /// The root list: it recalls the last search from the history.
    case recalledSearch
    /// A list of repositories that runs `search` at once (a list stacked on a detail).
    case search(RepositorySearch)
    /// A repository's detail screen, drawn at once from `repository` (a search result) and
    /// completed from GitHub; `foundWith` is the search it came from, if any.
    case repository(Repository, foundWith: RepositorySearch?)
    /// A chooser: one option is picked and its route replaces the chooser (Esc closes it).
    case choice(title: String, options: [RouteOption])

    /// What this screen adds to the breadcrumb (`github › junegunn/fzf › topic:go`); nil for one
    /// that adds nothing (the root, a chooser).
    public var breadcrumbStep: String? {
        switch self {
        case .recalledSearch, .choice: return nil
        case .search(let search): return search.query
        case .repository(let repository, _): return repository.fullName
        }
    }
}

/// One option of a chooser: what it says and the screen it opens.
public struct RouteOption: Equatable, Sendable {
    public var label: String
    public var route: Route

    public init(label: String, route: Route) {
        self.label = label
        self.route = route
    }
}
