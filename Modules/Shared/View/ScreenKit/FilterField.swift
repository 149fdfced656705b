import TerminalUI

/// The typed filter over a list (a chooser's options, the files' paths): every printable
/// character is typed into it before any key table sees the key, Backspace and Ctrl-U edit it,
/// the moving keys move through the list, and the other keys of its section (Enter, Esc) are
/// left to the screen.
public struct FilterField: Equatable {
    public private(set) var state = TextFieldState()

    public init() {}

    /// What is typed.
    public var text: String { state.text }

    /// Takes `key` as `context`'s section of `bindings` names it: a printable character or
    /// Backspace or Ctrl-U edit the filter, a moving key moves through `list`.
    public mutating func take(_ key: KeyPress, bindings: KeyBindings, in context: KeyContext,
                              moving list: inout ListPane) -> FilterFieldKey {
        if case .character(let character) = key {
            state.type(character)
            return .edited(changed: true)
        }
        guard let request = bindings.request(for: key, in: context) else { return .unbound }
        switch request {
        case .deleteBackward where text.isEmpty:
            return .nothingToDelete
        case .deleteBackward, .deleteToStart:
            return .edited(changed: state.apply(request) == .changed)
        default:
            return list.move(request) ? .moved : .request(request)
        }
    }
}
