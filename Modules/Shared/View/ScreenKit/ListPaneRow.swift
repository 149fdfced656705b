/// One list row on screen: which row of the list, on which screen row, and whether it is selected.
public struct ListPaneRow: Equatable, Sendable {
    /// The row's index in the list.
    public var index: Int
    /// The screen row it is drawn on.
    public var screenRow: Int
    /// Whether it is the selected row.
    public var isSelected: Bool
}
