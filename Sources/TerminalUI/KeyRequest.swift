/// What a key asks for, independent of which key it was. Screens act on requests, and the
/// help screen lists them, from one `KeyBindings` table.
public enum KeyRequest: Hashable, Sendable {
    // Lists and scrolling text.
    case moveUp
    case moveDown
    case pageUp
    case pageDown
    case moveToTop
    case moveToBottom
    case open
    // Navigation between screens (acted on by `NavigationStack`).
    case back
    case quit
    case help
    // Screen-specific actions.
    case focusSearch
    case openInBrowser
    /// Ask GitHub again now, whatever the cached copy's age.
    case refresh
    // A one-line text field (see `TextFieldState.apply(_:)`).
    case submit
    case leaveField
    case olderEntry
    case newerEntry
    case cursorLeft
    case cursorRight
    case cursorToStart
    case cursorToEnd
    case deleteBackward
    case deleteForward
    case deleteToEnd
    case deleteToStart
    case deleteWordBackward
    // Lists and the screens they lead to.
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
    /// Select the next / previous link of a document (Tab, Shift-Tab).
    case nextLink
    case previousLink
}
