/// What an editing request did to a text field.
public enum TextFieldEdit: Hashable, Sendable {
    /// The text changed.
    case changed
    /// The request was handled but the text is the same (the cursor may have moved).
    case unchanged
    /// The request is not a text edit (submit, leave, history …): the screen decides.
    case notHandled
}
