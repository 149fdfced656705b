import Entities

/// Who the token belongs to and what it may do (`GET /user`, `x-oauth-scopes`).
public struct Viewer: Equatable, Sendable {
    public var login: String
    /// The token's classic OAuth scopes; nil when GitHub did not say (a fine-grained token).
    public var scopes: [String]?

    public init(login: String, scopes: [String]?) {
        self.login = login
        self.scopes = scopes
    }
}

/// What is left of the budgets ghbrowse spends (`GET /rate_limit`, which costs nothing).
public struct RateBudgets: Equatable, Sendable {
    public var core: RateLimit?
    public var search: RateLimit?

    public init(core: RateLimit?, search: RateLimit?) {
        self.core = core
        self.search = search
    }
}

/// The signed-in account: who it is and what is left of its budgets.
@MainActor
public protocol AccountUsecase: AnyObject {
    /// Answers once, on the UI thread, unless cancelled first; always asks GitHub.
    @discardableResult
    func fetchViewer(completion: @escaping @MainActor (Result<Viewer, GitHubError>) -> Void) -> Cancellable

    /// Answers once, on the UI thread, unless cancelled first; always asks GitHub.
    @discardableResult
    func fetchRateBudgets(completion: @escaping @MainActor (Result<RateBudgets, GitHubError>) -> Void) -> Cancellable
}
