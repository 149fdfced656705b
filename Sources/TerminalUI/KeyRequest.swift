/// What a key asks for, independent of which key it was. Screens act on requests, and the
/// help screen lists them, from the one table in `KeyBindings`.
public enum KeyRequest: Hashable, Sendable {
    case moveUp
    case moveDown
    case pageUp
    case pageDown
    case moveToTop
    case moveToBottom
    case open
    case back
    case quit
    case focusSearch
    case openInBrowser
    case help
    /// The next sort order for a list.
    case cycleSort
    /// Ascending ↔ descending.
    case flipOrder
    /// A list of the repository owner's repositories.
    case showOwnerRepositories
    /// A list for one of the repository's topics.
    case chooseTopic
    /// A list in the repository's main language.
    case showLanguageRepositories
}
