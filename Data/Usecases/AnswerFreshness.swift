/// How fresh an answer a Presenter (or the command line) asks an Interactor for. Every use case
/// fetches through one path whatever the freshness; only what comes back differs.
public enum AnswerFreshness: Equatable, Sendable {
    /// "Cached now, fresh later": the stored answer at once (if there is one and GitHub's might
    /// differ), then GitHub's under HTTP's rules (a conditional request, or none within `max-age`).
    case cachedThenFresh
    /// Ask GitHub now, conditionally when there is a stored answer, whatever its `max-age` (`r`);
    /// only GitHub's answer comes back.
    case refreshNow
    /// One answer (the command line): GitHub's under the client's own rule, or, when the network
    /// cannot be reached, the stored copy however old, as a `.cached` answer.
    case latest
}
