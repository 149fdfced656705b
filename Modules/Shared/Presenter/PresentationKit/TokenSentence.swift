/// What a screen that needs a token says without one: how to get one.
public enum TokenSentence {
    /// `Your stars need a token: run gh auth login, or set GH_TOKEN.` for `title` "your stars"
    /// (`plural` false: "Your inbox needs a token …").
    public static func needed(for title: String, plural: Bool = true) -> String {
        title.prefix(1).uppercased() + title.dropFirst() + (plural ? " need" : " needs")
            + " a token: run gh auth login, or set GH_TOKEN."
    }

    /// The status line's warning beside it.
    public static let unknownUser = "no token: GitHub does not know who you are"
}
