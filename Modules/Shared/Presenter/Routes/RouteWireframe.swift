/// Where a screen leads, as its Presenter asks for it: a route, which the module's Router hands to
/// the one navigator. Every module's Wireframe is this protocol (`ReleasesWireframe`,
/// `RepositoryDetailWireframe` …), so a new link is one line naming its route in the Presenter and
/// no Router, Wireframe or navigator changes.
@MainActor
public protocol RouteWireframe: AnyObject {
    /// Pushes the screen for `route` on top of this one.
    func show(_ route: Route)
    /// Replaces this screen (a chooser) with the screen for `route`.
    func replaceTop(with route: Route)
    /// Closes this screen.
    func closeTop()
}
