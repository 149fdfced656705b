import APIClient
import Entities
import Usecases

/// `GET /notifications` as a `CacheableFetch` that keeps GitHub's `X-Poll-Interval`: a stored
/// copy younger than the interval it came with is the answer (with the seconds left), and
/// GitHub is asked only once it is older.
enum NotificationPolling {
    /// What GitHub's documentation says a poller waits when no header says otherwise.
    static let defaultInterval = 60

    static func fetch(_ request: GitHubAPI.Notifications, client: GitHubRequestable,
                      cancellation token: CancellationToken) -> CacheableFetch<NotificationsAnswer> {
        let page = request.page
        return CacheableFetch(
            stored: {
                client.cached(request).map { stored in
                    stored.replacingValue(with: answer(stored.value, page: page, links: stored.links,
                                                       rateLimit: stored.rateLimit, interval: stored.pollInterval))
                }
            },
            fetch: { freshness, read in
                if let stored = client.cached(request), let wait = secondsToWait(age: stored.age, interval: stored.pollInterval) {
                    return .success(SourcedValue(value: answer(stored.value, page: page, links: stored.links,
                                                               rateLimit: stored.rateLimit, interval: stored.pollInterval,
                                                               wait: wait),
                                                 source: .cache))
                }
                return client.send(request, freshness: freshness, reusing: read, cancellation: token).map { response in
                    SourcedValue(value: answer(response.value, page: page, links: response.links,
                                               rateLimit: response.rateLimit, interval: response.pollInterval),
                                 source: response.source)
                }
            })
    }

    /// The whole seconds left before a copy `age` seconds old may be asked for again; nil when
    /// it may be now.
    static func secondsToWait(age: Double, interval: Int?) -> Int? {
        let interval = Double(interval ?? defaultInterval)
        guard age.isFinite, age >= 0, age < interval else { return nil }
        return max(1, Int((interval - age).rounded(.up)))
    }

    private static func answer(_ threads: [NotificationThread], page: Int, links: PageLinks, rateLimit: RateLimit?,
                               interval: Int?, wait: Int? = nil) -> NotificationsAnswer {
        NotificationsAnswer(page: PagedAnswer(items: threads, page: page, nextPage: links.next, lastPage: links.last,
                                              rateLimit: rateLimit),
                            pollInterval: interval ?? defaultInterval, pollWait: wait)
    }
}
