import APIClient
import Entities
import Usecases

/// The session's current refs, in memory: one instance, made by the module services and shared
/// by every screen, so a ref picked on a detail is the one its files, commits and README read.
@MainActor
public final class CurrentRefInteractor: CurrentRefUsecase {
    /// The picked ref per repository, keyed by the lowercased `OWNER/REPO` (GitHub ignores case).
    private var refs: [String: String] = [:]
    private var observers: [String: [(token: CancellationToken, handler: @MainActor (String) -> Void)]] = [:]

    public init() {}

    public func currentRef(of fullName: String) -> String? {
        refs[fullName.lowercased()]
    }

    public func select(_ place: RepositoryRef) {
        let key = place.fullName.lowercased()
        refs[key] = place.ref
        observers[key]?.removeAll { $0.token.isCancelled }
        for observer in observers[key] ?? [] where !observer.token.isCancelled {
            observer.handler(place.ref)
        }
    }

    public func observe(_ fullName: String, handler: @escaping @MainActor (String) -> Void) -> Cancellable {
        let token = CancellationToken()
        observers[fullName.lowercased(), default: []].append((token, handler))
        return token
    }
}
