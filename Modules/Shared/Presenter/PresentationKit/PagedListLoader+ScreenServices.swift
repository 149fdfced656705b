public extension PagedListLoader {
    /// A loader whose sentences are dated by the screen's clock and speak of its token, as every
    /// screen's list is: `services` as the Router gave them to the Presenter.
    convenience init(noun: String, resource: String = "core", services: ScreenServices, fetch: @escaping Fetch) {
        self.init(noun: noun, resource: resource, hasToken: services.hasToken, dateProvider: services.dateProvider,
                  fetch: fetch)
    }
}
