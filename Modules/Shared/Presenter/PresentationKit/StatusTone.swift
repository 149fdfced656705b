/// How a screen's status line should look: what is happening, not how to draw it.
public enum StatusTone: Equatable, Sendable {
    case normal
    case busy
    case warning
    case error
}
