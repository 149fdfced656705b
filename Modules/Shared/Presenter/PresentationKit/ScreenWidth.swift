/// How wide a screen is, as its View last said (80 until it says): a Presenter lays its screen
/// out again only when the width changes.
public struct ScreenWidth: Equatable, Sendable {
    public private(set) var columns = 80

    public init() {}

    /// The View says the screen is `columns` wide: true when that is a new width.
    public mutating func resize(to columns: Int) -> Bool {
        guard columns != self.columns else { return false }
        self.columns = columns
        return true
    }
}
