/// How a run of text looks. Each surface maps styles onto what it can show
/// (colours when available, otherwise bold, dim and reverse video).
public enum TextStyle: Sendable, Hashable {
    case normal
    case bold
    case dim
    /// Reverse video: the selected row of a list.
    case selected
    case title
    case accent
    case error
    case warning
    case success
}
