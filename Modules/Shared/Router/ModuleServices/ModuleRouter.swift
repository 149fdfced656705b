import Routes

/// The navigation every Router shares, written once for all routes: it hands the route its
/// Presenter asked for to the navigator of the services it was assembled from. A screen's Router
/// (`ReleasesRouter`) adds only its `assembleModules`.
@MainActor
open class ModuleRouter: RouteWireframe {
    /// The services the module was assembled from; their navigator takes the routes.
    public let dependencies: ModuleDependencies

    public init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }

    public func show(_ route: Route) {
        dependencies.navigator?.show(route)
    }

    public func replaceTop(with route: Route) {
        dependencies.navigator?.replaceTop(with: route)
    }

    public func closeTop() {
        dependencies.navigator?.closeTop()
    }
}
