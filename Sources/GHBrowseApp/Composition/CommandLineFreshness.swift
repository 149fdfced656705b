import APIClient
import ResponseCache

/// How `search` and `view` use the response cache: they always ask GitHub, conditionally when
/// an answer is stored (`.revalidate`); `--cache DURATION` accepts a stored answer up to that
/// age with no request (`.acceptAge`).
enum CommandLineFreshness {
    static func freshness(maximumAge: Double?) -> CacheFreshness {
        maximumAge.map { .acceptAge(seconds: $0) } ?? .revalidate
    }

    /// `client` with the command line's freshness on every request.
    static func client(wrapping client: any GitHubRequestable, maximumAge: Double?) -> any GitHubRequestable {
        FixedFreshnessClient(wrapping: client, freshness: freshness(maximumAge: maximumAge))
    }
}
