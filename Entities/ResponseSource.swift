/// Where an answer came from.
public enum ResponseSource: Equatable, Sendable {
    /// GitHub sent it just now (200).
    case network
    /// The response cache, with no request (within `max-age`, or an age the caller accepted).
    case cache
    /// The response cache, confirmed just now by GitHub with a `304 Not Modified`.
    case revalidated
}
