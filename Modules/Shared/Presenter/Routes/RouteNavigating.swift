/// The one navigator: turns a route into a screen and shows it. Routers hold it as this protocol;
/// the composition root implements it.
@MainActor
public protocol RouteNavigating: AnyObject {
    /// Pushes the screen for `route` on top of the current one.
    func show(_ route: Route)
    /// Replaces the top screen (a chooser) with the screen for `route`.
    func replaceTop(with route: Route)
    /// Closes the top screen.
    func closeTop()
}
