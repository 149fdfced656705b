/// What following a link of a document on screen comes to (`LinkSentence.followed`).
public enum LinkFollowing: Equatable {
    /// A web address for the browser.
    case open(String)
    /// A sentence for the status line: the heading scrolled to, or why nothing was opened.
    case say(String, StatusTone)
}
