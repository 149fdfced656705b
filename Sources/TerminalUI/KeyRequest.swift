/// What a key asks for, independent of which key it was: a name (`move-down`, `open`), as the
/// key tables, the help screen and the user's remapping say it. Screens act on requests.
///
/// This layer declares only the requests its own mechanism acts on (moving in a list, the
/// navigation stack, a text field); each screen module declares its own in an extension.
public struct KeyRequest: Hashable, Sendable, CustomStringConvertible {
    /// The request's name, lower case with dashes (`move-down`).
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}

public extension KeyRequest {
    // Lists and scrolling text (`ScrollPosition`, `ListState`).
    static let moveUp = KeyRequest("move-up")
    static let moveDown = KeyRequest("move-down")
    static let pageUp = KeyRequest("page-up")
    static let pageDown = KeyRequest("page-down")
    static let moveToTop = KeyRequest("move-to-top")
    static let moveToBottom = KeyRequest("move-to-bottom")
    static let open = KeyRequest("open")
    // Navigation between screens (acted on by `NavigationStack`).
    static let back = KeyRequest("back")
    static let quit = KeyRequest("quit")
    static let help = KeyRequest("help")
    /// `:` / Ctrl-P: the command palette (the stack asks for it, as it pushes the help).
    static let commandPalette = KeyRequest("command-palette")
    // Finding text on a screen (the help's `/`, a text screen's `/`, `n`, `N`).
    static let find = KeyRequest("find")
    static let nextMatch = KeyRequest("next-match")
    static let previousMatch = KeyRequest("previous-match")
    // A one-line text field (see `TextFieldState.apply(_:)`).
    static let submit = KeyRequest("submit")
    static let leaveField = KeyRequest("leave-field")
    static let olderEntry = KeyRequest("older-entry")
    static let newerEntry = KeyRequest("newer-entry")
    static let cursorLeft = KeyRequest("cursor-left")
    static let cursorRight = KeyRequest("cursor-right")
    static let cursorToStart = KeyRequest("cursor-to-start")
    static let cursorToEnd = KeyRequest("cursor-to-end")
    static let deleteBackward = KeyRequest("delete-backward")
    static let deleteForward = KeyRequest("delete-forward")
    static let deleteToEnd = KeyRequest("delete-to-end")
    static let deleteToStart = KeyRequest("delete-to-start")
    static let deleteWordBackward = KeyRequest("delete-word-backward")
}
