/// Which of your own listings a screen shows. Neither is a search: nothing goes into the search
/// history, and GitHub's listing decides the order.
public enum AccountListing: Equatable, Sendable {
    /// Your stars, newest star first (`GET /user/starred`).
    case stars
    /// Your repositories, recently pushed first (`GET /user/repos`).
    case ownRepositories

    /// What the breadcrumb and the sentences call it ("your stars").
    public var title: String {
        switch self {
        case .stars: return "your stars"
        case .ownRepositories: return "your repositories"
        }
    }

    /// Why `s` and `S` do nothing here.
    var cannotSortSentence: String {
        switch self {
        case .stars: return "your stars come newest star first; GitHub's listing cannot be sorted another way"
        case .ownRepositories:
            return "your repositories come recently pushed first; GitHub's listing cannot be sorted another way"
        }
    }

    /// What the screen says when the listing is empty.
    var emptySentence: String {
        switch self {
        case .stars: return "You have not starred any repository yet: * on a repository stars it."
        case .ownRepositories: return "You have no repositories yet."
        }
    }
}
