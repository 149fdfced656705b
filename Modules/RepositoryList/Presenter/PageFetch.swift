import Entities
import Usecases

/// One page a search session asks for: which search, which page, how fresh, and why.
struct PageFetch: Equatable {
    /// Why the page is asked for; its answer is handled accordingly.
    enum Purpose: Equatable {
        /// The first page (a new search, `r`, or a retry of either): it replaces what is shown.
        case firstPage
        /// A later page a refresh asks for again, so `r` never shrinks the list.
        case refill
        /// The next page, because the selection came near the end of what is loaded.
        case nextPage
    }

    let request: RepositorySearch
    let page: Int
    let freshness: AnswerFreshness
    let purpose: Purpose
}
