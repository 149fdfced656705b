import TerminalUI

/// The typed filter over a list (a chooser's options, the files' paths): every printable
/// character is typed into it before any key table sees the key, Backspace and Ctrl-U edit it,
/// and the other keys of its section are left to the screen (moving, Enter, Esc).
public struct FilterField: Equatable {
    public private(set) var state = TextFieldState()

    public init() {}

    /// What is typed.
    public var text: String { state.text }

    /// Takes `key` when it is the filter's: a printable character, or Backspace or Ctrl-U as
    /// `context`'s section of `bindings` names them.
    public mutating func take(_ key: KeyPress, bindings: KeyBindings, in context: KeyContext) -> FilterFieldKey {
        if case .character(let character) = key {
            state.type(character)
            return .typed
        }
        guard let request = bindings.request(for: key, in: context) else { return .unbound }
        switch request {
        case .deleteBackward where text.isEmpty:
            return .nothingToDelete
        case .deleteBackward, .deleteToStart:
            return .edited(changed: state.apply(request) == .changed)
        default:
            return .request(request)
        }
    }
}
