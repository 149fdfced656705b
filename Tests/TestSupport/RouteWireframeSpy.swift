import Routes

/// Records the routes a Presenter asked its Wireframe for, in order: every module's Wireframe is a
/// `RouteWireframe`, so one spy serves every screen's tests.
@MainActor
public final class RouteWireframeSpy: RouteWireframe {
    /// The routes pushed with `show`, in order.
    public private(set) var shown: [Route] = []
    /// The routes that replaced the screen (a chooser's pick), in order.
    public private(set) var replacements: [Route] = []
    /// How many times the screen asked to be closed.
    public private(set) var closes = 0

    public init() {}

    public func show(_ route: Route) {
        shown.append(route)
    }

    public func replaceTop(with route: Route) {
        replacements.append(route)
    }

    public func closeTop() {
        closes += 1
    }
}
