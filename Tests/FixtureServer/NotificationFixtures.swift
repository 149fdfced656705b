import Foundation
import Synchronization

/// The signed-in user's notifications, for `GitHubStandIn`:
///
/// - `GET /notifications[?all=true]`: the recorded 22 threads (`notifications-all`, with its
///   `x-poll-interval` and `last-modified`) on page 1, `[]` on any later page.
/// - `PATCH /notifications/threads/ID` (205) and `DELETE …` (204): recorded in `marks`, in order.
final class NotificationFixtures: Sendable {
    private let store: FixtureStore
    private let received: Mutex<[String]> = Mutex([])

    init(store: FixtureStore) {
        self.store = store
    }

    /// The marks received so far, as `PATCH 300033598` or `DELETE 300033598`.
    var marks: [String] { received.withLock { $0 } }

    func respond(to request: ReceivedRequest, path: String) -> FixtureResponse? {
        if path == "/notifications", request.method == "GET" || request.method == "HEAD" {
            let page = request.query("page").flatMap { Int($0) } ?? 1
            guard page <= 1, let fixture = try? store.fixture(named: "notifications-all") else {
                return FixtureResponse.json("[]")
            }
            return FixtureResponse(fixture: fixture)
        }
        let prefix = "/notifications/threads/"
        guard path.hasPrefix(prefix) else { return nil }
        let id = String(path.dropFirst(prefix.count))
        switch request.method {
        case "PATCH":
            received.withLock { $0.append("PATCH " + id) }
            return FixtureResponse(status: 205)
        case "DELETE":
            received.withLock { $0.append("DELETE " + id) }
            return FixtureResponse(status: 204)
        default:
            return nil
        }
    }
}
