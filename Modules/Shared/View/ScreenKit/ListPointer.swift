/// What the mouse did to a `ListPane`, for its screen to tell its Presenter.
public enum ListPointer: Equatable, Sendable {
    /// The wheel scrolled (the selection may have moved along).
    case scrolled
    /// A click selected a row.
    case selected
    /// A double click selected a row, to be opened.
    case opened
    /// A click or double click landed outside the rows.
    case missed
    /// The button went up: nothing to do.
    case released
}
