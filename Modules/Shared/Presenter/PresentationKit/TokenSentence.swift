/// What a screen that needs a token says without one: how to get one.
public enum TokenSentence {
    /// `Your stars need a token: run gh auth login, or set GH_TOKEN.` for `title` "your stars".
    public static func needed(for title: String) -> String {
        title.prefix(1).uppercased() + title.dropFirst() + " need a token: run gh auth login, or set GH_TOKEN."
    }

    /// The status line's warning beside it.
    public static let unknownUser = "no token: GitHub does not know who you are"
}
