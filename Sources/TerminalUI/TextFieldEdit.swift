/// What a key did to a text field.
public enum TextFieldEdit: Hashable, Sendable {
    /// The text changed.
    case changed
    /// The key was handled but the text is the same (the cursor may have moved).
    case unchanged
    /// Enter: the user submits the text.
    case submit
    /// The key is not for the field (Esc, ↑/↓, Tab, …): the screen decides.
    case notHandled
}
