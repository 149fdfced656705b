/// What a key on your stars or your repositories asks of its Presenter, named as the key table
/// names the request, so the View forwards any of them without a case per key.
public enum AccountRepositoriesCommand: String, CaseIterable, Sendable {
    /// `r`: the first page again from GitHub now.
    case refresh
    /// `s`: the next sort (these listings have GitHub's one order, which the status line says).
    case cycleSort = "cycle-sort"
    /// `S`: the other order (the same sentence).
    case flipOrder = "flip-order"
    /// `y`: the selected repository's link to the clipboard.
    case copyLink = "copy-link"
}
