/// What a `SearchSession` asks its Presenter to do after an event.
enum SearchSessionCommand: Equatable {
    /// Why the results are empty, when a page's answer left none: the placeholder's words.
    enum EmptyReason: Equatable {
        /// GitHub found nothing for the query.
        case noMatch
        /// The search failed with nothing to show.
        case failed
    }

    /// Stop the request in flight (its answer is no longer wanted).
    case cancelFetch
    /// Ask for `fetch`; its answer goes back to the session's `receive(_:for:now:)`.
    case fetch(PageFetch)
    /// Only the status line changed (loading, an error, a countdown).
    case showStatus
    /// Rows were added to the results (or a page failed); `empty` says why there are none, or is
    /// nil to leave the placeholder as it is.
    case showResults(empty: EmptyReason?)
    /// The results were replaced by another copy of the same search (the View keeps the selected
    /// repository selected by its row's id).
    case showReplacement
    /// Call the session's `tick(now:)` in a second: a failed search waits to try again by itself.
    case scheduleTick
}
