import TerminalUI

/// What a key did to a `FilterField`, for its screen to act on.
public enum FilterFieldKey: Equatable {
    /// A printable character was typed, or Backspace or Ctrl-U edited the filter; `changed`: its
    /// text is not what it was.
    case edited(changed: Bool)
    /// A moving key moved the selection of the list.
    case moved
    /// Backspace on an empty filter (a screen may close on it, as Backspace does elsewhere).
    case nothingToDelete
    /// Another request of the filter's section (Enter, Esc): the screen's.
    case request(KeyRequest)
    /// The section binds no request to the key.
    case unbound
}
